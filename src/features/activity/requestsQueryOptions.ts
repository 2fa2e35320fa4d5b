import { infiniteQueryOptions } from '@tanstack/react-query'
import { getRequests } from '../../api/getRequests'
import { queryRetry } from '../../api/queryRetry'
import { type ActivityFilters, toRequestsQuery } from './activityFilters'

export const ACTIVITY_PAGE_SIZE = 20

/** Pages of GET /requests/v3 for the filters; the next page is the `continuation` cursor, absent on the last page. */
export function requestsQueryOptions(args: { proxyBaseUrl: string; filters: ActivityFilters }) {
  return infiniteQueryOptions({
    queryKey: ['requests', args.proxyBaseUrl, args.filters] as const,
    queryFn: ({ pageParam, signal }) =>
      getRequests({
        proxyBaseUrl: args.proxyBaseUrl,
        query: toRequestsQuery(args.filters, { limit: ACTIVITY_PAGE_SIZE, continuation: pageParam }),
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.continuation ?? undefined,
    // A refused or unreadable answer will not get better by asking again; an outage might.
    ...queryRetry({ retries: 2 }),
  })
}
