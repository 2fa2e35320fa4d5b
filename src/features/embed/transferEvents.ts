import type { GuestToHost } from '../../embed-host/protocol'
import type { TransferState } from '../../transfer/session/useTransfer'
import { failureText } from '../../transfer/views/failReasonText'

export type HostEvent = { [K in keyof GuestToHost]: { type: K; payload: GuestToHost[K] } }[keyof GuestToHost]

/**
 * The protocol events one change of the transfer's journey means for the host:
 * `execution.started` when a transfer starts here, `status` on every new
 * status of the request, then `completed`, `failed` or `refunded`; wallet and
 * transaction errors as `error`. Every event about the request names its page
 * when `requestUrl` builds one. Pure, so the order is tested without a browser.
 */
export function transferEvents(
  previous: TransferState | undefined,
  next: TransferState,
  requestUrl?: (requestId: string) => string,
): HostEvent[] {
  const events: HostEvent[] = []
  const before = previous && 'view' in previous ? previous : undefined
  const requestId = 'view' in next ? next.view.requestId : undefined
  const page = requestId && requestUrl ? { requestUrl: requestUrl(requestId) } : {}
  const sameRequest = before?.view.requestId === requestId

  if (next.kind === 'running' && requestId && !next.resumed && !(sameRequest && before?.kind === 'running')) {
    events.push({ type: 'execution.started', payload: { requestId, ...page } })
  }
  if (requestId && (next.kind === 'running' || next.kind === 'done')) {
    const status = next.kind === 'done' ? next.status.status : next.progress?.status?.status
    const previousStatus =
      sameRequest && before
        ? before.kind === 'done'
          ? before.status.status
          : before.progress?.status?.status
        : undefined
    if (status && status !== previousStatus) events.push({ type: 'status', payload: { requestId, status, ...page } })
  }
  if (next.kind === 'done' && requestId && !(sameRequest && before?.kind === 'done')) {
    const { status } = next
    const failReason = status.failReason ?? 'UNKNOWN'
    const message = failureText(status)
    if (status.status === 'success')
      events.push({ type: 'completed', payload: { requestId, txHashes: status.txHashes, ...page } })
    else if (status.status === 'refund')
      events.push({ type: 'refunded', payload: { requestId, failReason, message, ...page } })
    else events.push({ type: 'failed', payload: { requestId, failReason, message, ...page } })
  }
  if (next.kind === 'error' && previous?.kind !== 'error')
    events.push({ type: 'error', payload: { code: 'transfer-error', message: next.error.message } })
  if (next.kind === 'cancelled' && previous?.kind !== 'cancelled')
    events.push({ type: 'error', payload: { code: 'cancelled', message: next.message } })
  return events
}
