import { queryOptions } from '@tanstack/react-query'
import { getRequestRecord } from './getRequestRecord'
import { queryRetry } from './queryRetry'
import type { RequestRecord } from './schemas/requests'

/** Record reads while the site server is down, before the page says it cannot read the record. */
const RECORD_RETRIES = 3
/**
 * How often a waiting deposit-address request's record is read again: the service may supersede it (regenerate its
 * quote as a new request when something else was paid), which changes no status, so only the record tells.
 */
export const SUPERSEDED_WATCH_MS = 5_000

/**
 * One request's record (GET /requests/v3?id= through the site server's
 * proxy, which holds the key; without a site server, or one without a key
 * for the network, the key-less GET /requests/v2?id= of the service): its amounts, sender, recipient and
 * refund address, which the status does not carry. Read again when `revision`
 * (the status it goes with) changes. `undefined` when the service has none.
 */
export function requestRecordQueryOptions(args: {
  proxyBaseUrl: string | undefined
  serviceUrl: string
  requestId: string
  revision: string
  /** Read again every `SUPERSEDED_WATCH_MS` while a deposit-address record names no successor (the status waits). */
  watchSuperseded?: boolean
}) {
  return queryOptions({
    queryKey: ['request-record', args.proxyBaseUrl ?? args.serviceUrl, args.requestId, args.revision] as const,
    queryFn: ({ signal }): Promise<RequestRecord | null> =>
      getRequestRecord({
        proxyBaseUrl: args.proxyBaseUrl,
        serviceUrl: args.serviceUrl,
        requestId: args.requestId,
        signal,
      }),
    // The previous revision's record stays on screen while the next is read.
    placeholderData: (previous) => previous,
    refetchInterval: (query) => {
      const record = query.state.data
      return args.watchSuperseded && record?.depositAddress && !record.supersededByRequestId
        ? SUPERSEDED_WATCH_MS
        : false
    },
    ...queryRetry({ retries: RECORD_RETRIES }),
  })
}
