import { zeroAddress } from 'viem'
/** How a running devnet chain presents itself in `GET /chains`, beside what the chain itself says. */
export interface ChainPresentation {
  brandColor: string
  /** Informational text a client shows beside the chain; null when there is nothing to say. */
  statusMessage: string | null
}

/** By chain id; each chain also gets its own logo in this colour (`/devnet/icons/chain-<id>.svg`). */
export const RUNNING_CHAIN_PRESENTATION: Record<number, ChainPresentation> = {
  31337: { brandColor: '#0f766e', statusMessage: null },
  31338: { brandColor: '#7c3aed', statusMessage: null },
  // An informational message on a chain that stays fully usable: a client shows it and still quotes.
  31339: {
    brandColor: '#c2410c',
    statusMessage: 'Ferry Devnet C is a local test chain: its balances are reset by --fresh',
  },
}

/** A chain the catalogue lists that the devnet does not run: quoting from it answers CHAIN_DISABLED. */
export interface ListedOnlyChain {
  id: number
  slug: string
  displayName: string
  brandColor: string
  depositEnabled: boolean
  disabled: boolean
  statusMessage: string | null
  vmType: string
  tags: string[]
  currency: { id: string; symbol: string; name: string; address: string; decimals: number }
}

/** Listed beside the running chains on every devnet: deposits paused, not disabled. */
export const MAINTENANCE_CHAIN: ListedOnlyChain = {
  id: 31340,
  slug: 'ferry-devnet-d',
  displayName: 'Ferry Devnet D (maintenance)',
  brandColor: '#64748b',
  depositEnabled: false,
  disabled: false,
  statusMessage: 'Deposits paused for maintenance',
  vmType: 'evm',
  tags: ['devnet', 'listed-only'],
  currency: {
    id: 'eth',
    symbol: 'ETH',
    name: 'Ether',
    address: zeroAddress,
    decimals: 18,
  },
}
