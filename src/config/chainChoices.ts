import { type ChainSide, type ListedChain, unavailableChains } from './catalogue'

/** A chain as a picker offers it: `unavailable` says why it cannot be chosen, `note` what to know about it. */
export type ChainChoice = { id: number; name: string; logoUrl?: string; unavailable?: string; note?: string }

/**
 * What a chain picker for one side of a transfer offers: the chains Ferry can
 * use there (with their logo and the service's note), then every other chain
 * the service lists, with its logo and the reason it cannot be chosen. A
 * chain that takes no deposits is an origin, but not a destination.
 */
export function chainChoices(args: {
  chains: readonly { id: number; name: string; iconUrl?: string }[]
  listed: readonly ListedChain[]
  side: ChainSide
}): ChainChoice[] {
  const unavailable = unavailableChains(args.listed, args.side)
  const choosable = args.chains.flatMap((chain): ChainChoice[] => {
    if (unavailable.some((u) => u.id === chain.id)) return []
    const listed = args.listed.find((l) => l.id === chain.id)
    const logoUrl = listed?.logoUrl ?? chain.iconUrl
    return [
      {
        id: chain.id,
        name: chain.name,
        ...(logoUrl ? { logoUrl } : {}),
        ...(listed?.note ? { note: listed.note } : {}),
      },
    ]
  })
  return [...choosable, ...unavailable.map(({ reason, ...chain }): ChainChoice => ({ ...chain, unavailable: reason }))]
}
