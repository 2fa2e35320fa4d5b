/** One devnet chain. `slug` is the "chain name" the order data of section 2.2 asks for. */
export interface DevnetChainSpec {
  id: number
  name: string
  slug: string
}

/** The three chains, in port order: the first listens on `chainPort`, the next ones on the following ports. */
export const devnetChains: readonly DevnetChainSpec[] = [
  { id: 31337, name: 'Ferry Devnet A', slug: 'ferry-devnet-a' },
  { id: 31338, name: 'Ferry Devnet B', slug: 'ferry-devnet-b' },
  { id: 31339, name: 'Ferry Devnet C', slug: 'ferry-devnet-c' },
]
