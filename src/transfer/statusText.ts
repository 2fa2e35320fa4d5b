import type { RequestStatus } from '../api/schemas/status'

/** One line for each status of section 3, as a person reads it. */
export const STATUS_TEXT: Record<RequestStatus | 'unknown', string> = {
  waiting: 'Waiting for your deposit to be seen',
  depositing: 'The service is submitting your signed deposit',
  pending: 'Deposit received, preparing the fill',
  submitted: 'Fill sent on the destination chain',
  success: 'Done: the funds have arrived',
  failure: 'The fill failed',
  refund: 'Refunded on the origin chain',
  fallback: 'The service is retrying the fill another way',
  unknown: 'A status Ferry does not know yet; still following',
}
