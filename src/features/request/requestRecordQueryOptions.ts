import { queryOptions } from '@tanstack/react-query'
import { ApiError } from '../../api/ApiError'
import { getRequests } from '../../api/getRequests'
import type { RequestRecord } from '../../api/schemas/requests'

/** Record reads while the site server is down, before the page says it cannot read the record. */
const RECORD_RETRIES = 3

/**
 * One request's record (GET /requests/v3?id= through the site server's
 * proxy, which holds the key): its amounts, sender, recipient and refund
 * address, which the status does not carry. Read again when `revision`
 * (the status it goes with) changes. `undefined` when the service has none.
 */
export function requestRecordQueryOptions(args: { proxyBaseUrl: string; requestId: string; revision: string }) {
  return queryOptions({
    queryKey: ['request-record', args.proxyBaseUrl, args.requestId, args.revision] as const,
    queryFn: async ({ signal }): Promise<RequestRecord | null> => {
      const page = await getRequests({
        proxyBaseUrl: args.proxyBaseUrl,
        query: new URLSearchParams({ id: args.requestId }),
        signal,
      })
      return page.requests.find((r) => r.id.toLowerCase() === args.requestId.toLowerCase()) ?? null
    },
    // The previous revision's record stays on screen while the next is read.
    placeholderData: (previous) => previous,
    retry: (failureCount, error) => error instanceof ApiError && error.isRetryable && failureCount < RECORD_RETRIES,
  })
}
