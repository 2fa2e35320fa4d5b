import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RequestStatus } from '../../api/schemas/status'
import { translatedView } from './translatedView'

/** One line for each status of section 3, as a person reads it. */
export const STATUS_MESSAGES: Record<RequestStatus | 'unknown', MessageDescriptor> = {
  waiting: msg({ id: 'transfer.status.waiting', message: 'Waiting for your deposit to be seen' }),
  depositing: msg({ id: 'transfer.status.depositing', message: 'The service is submitting your signed deposit' }),
  pending: msg({ id: 'transfer.status.pending', message: 'Deposit received, preparing the fill' }),
  submitted: msg({ id: 'transfer.status.submitted', message: 'Fill sent on the destination chain' }),
  success: msg({ id: 'transfer.status.success', message: 'Done: the funds have arrived' }),
  failure: msg({ id: 'transfer.status.failure', message: 'The fill failed' }),
  refund: msg({ id: 'transfer.status.refund', message: 'Refunded on the origin chain' }),
  fallback: msg({ id: 'transfer.status.fallback', message: 'The service is retrying the fill another way' }),
  unknown: msg({ id: 'transfer.status.unknown', message: 'A status Ferry does not know yet; still following' }),
}

/** While a failure may still turn into a refund (statuses flap), what is said instead of showing red. */
export const CHECKING_MESSAGE = msg({
  id: 'transfer.timeline.checking',
  message: 'Checking what happened to the fill…',
})

/** The lines of `STATUS_MESSAGES`, each in the active locale when read. */
export const STATUS_TEXT = translatedView(STATUS_MESSAGES)
