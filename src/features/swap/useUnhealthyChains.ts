import { useQuery } from '@tanstack/react-query'
import { chainHealthQueryOptions } from '../../api/capacityQueryOptions'

/**
 * The chosen chains the service calls unhealthy now (`GET /chains/health` of each, every 30 s while shown). Only an
 * answer `healthy: false` counts: no answer, or one Ferry cannot read, says nothing of the chain.
 */
export function useUnhealthyChains(args: { baseUrl: string; chainIds: readonly number[] }): number[] {
  const [first, second] = args.chainIds
  const a = useQuery(chainHealthQueryOptions({ baseUrl: args.baseUrl, chainId: first }))
  const b = useQuery(chainHealthQueryOptions({ baseUrl: args.baseUrl, chainId: second === first ? undefined : second }))
  return [
    ...(a.data?.healthy === false && first !== undefined ? [first] : []),
    ...(b.data?.healthy === false && second !== undefined && second !== first ? [second] : []),
  ]
}
