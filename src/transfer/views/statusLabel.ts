import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RequestStatus } from '../../api/schemas/status'

/**
 * Each status of a request in plain words: the one wording the transfers on this device, the request page and the
 * activity view (its filter, a row's pill, its history) share.
 */
const STATUS_LABELS: Record<RequestStatus, MessageDescriptor> = {
  waiting: msg({ id: 'activity.status.waiting', message: 'Waiting for deposit' }),
  depositing: msg({ id: 'activity.status.depositing', message: 'Deposit on its way' }),
  pending: msg({ id: 'activity.status.pending', message: 'In progress' }),
  submitted: msg({ id: 'activity.status.submitted', message: 'Being delivered' }),
  success: msg({ id: 'activity.status.success', message: 'Completed' }),
  failure: msg({ id: 'activity.status.failure', message: 'Failed' }),
  refund: msg({ id: 'activity.status.refund', message: 'Refunded' }),
  fallback: msg({ id: 'activity.status.fallback', message: 'Status unknown' }),
}

/** A request's status in plain words; a word the service sends that Ferry does not know, as it came. */
export function statusLabel(status: string): string {
  const descriptor = Object.hasOwn(STATUS_LABELS, status) ? STATUS_LABELS[status as RequestStatus] : undefined
  return descriptor ? i18n._(descriptor) : status
}
