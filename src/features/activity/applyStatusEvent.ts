import type { InfiniteData } from '@tanstack/react-query'
import type { RequestsResponse } from '../../api/schemas/requests'

/** The part of a `request.status.updated` event the list needs. */
export type StatusEvent = { requestId: string; status: string; failReason?: string; refundFailReason?: string }

/**
 * Applies a live event to cached pages: the matching row takes the new
 * status (and reasons). Returns `found: false` when no row matches, so the
 * caller can refetch (a new request, or one on a page not loaded yet).
 */
export function applyStatusEvent(
  data: InfiniteData<RequestsResponse> | undefined,
  event: StatusEvent,
): { data: InfiniteData<RequestsResponse> | undefined; found: boolean } {
  if (!data) return { data, found: false }
  let found = false
  const id = event.requestId.toLowerCase()
  const pages = data.pages.map((page) => ({
    ...page,
    requests: page.requests.map((record) => {
      if (record.id.toLowerCase() !== id) return record
      found = true
      return {
        ...record,
        status: event.status as typeof record.status,
        data: {
          ...record.data,
          ...(event.failReason !== undefined ? { failReason: event.failReason } : {}),
          ...(event.refundFailReason !== undefined ? { refundFailReason: event.refundFailReason } : {}),
        },
      }
    }),
  }))
  return { data: found ? { ...data, pages } : data, found }
}
