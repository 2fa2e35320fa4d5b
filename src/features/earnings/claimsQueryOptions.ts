import { infiniteQueryOptions } from '@tanstack/react-query'
import { getAppFeeClaims } from '../../api/getAppFeeClaims'
import { queryRetry } from '../../api/queryRetry'
import { earningsQueryKey } from './earningsQueryKey'

/** Claims per page of the history. */
export const CLAIM_HISTORY_PAGE_SIZE = 10

/** Pages of the fee wallet's claims, newest first; the next page is the `continuation` cursor, absent on the last. */
export function claimsQueryOptions(args: { baseUrl: string; wallet: string }) {
  return infiniteQueryOptions({
    queryKey: [...earningsQueryKey(args), 'claims'] as const,
    queryFn: ({ pageParam, signal }) =>
      getAppFeeClaims({
        baseUrl: args.baseUrl,
        wallet: args.wallet,
        limit: CLAIM_HISTORY_PAGE_SIZE,
        continuation: pageParam,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.continuation || undefined,
    ...queryRetry({ retries: 2 }),
  })
}
