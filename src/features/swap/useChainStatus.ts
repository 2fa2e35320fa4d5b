import { useQuery } from '@tanstack/react-query'
import { chainStatusQueryOptions } from '../../api/capacityQueryOptions'

/** What the service says of a chain now: its blocks lag, and its own words, if any. */
export type ChainStatus = { lagging: boolean; statusMessage?: string }

/**
 * The chosen chains' status as `GET /chains` gives it now, read again every 15 s while shown (the catalogue loaded
 * with the page may be older). A chain the answer does not list, or no answer, says nothing.
 */
export function useChainStatus(args: {
  baseUrl: string
  chainIds: readonly number[]
}): ReadonlyMap<number, ChainStatus> {
  const ids = [...new Set(args.chainIds)].sort((a, b) => a - b)
  const answer = useQuery(chainStatusQueryOptions({ baseUrl: args.baseUrl, chainIds: ids }))
  const status = new Map<number, ChainStatus>()
  for (const chain of answer.data?.chains ?? []) {
    if (!ids.includes(chain.id)) continue
    status.set(chain.id, {
      lagging: chain.blockProductionLagging === true,
      ...(chain.statusMessage ? { statusMessage: chain.statusMessage } : {}),
    })
  }
  return status
}
