import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import type { StatusResponse } from '../../api/schemas/status'
import { refundFailReasonText } from './failReasonText'

/**
 * The sentences of `moneyWhereabouts`, each whole in every language: a part Ferry may not know (an amount, a
 * recipient) picks another sentence rather than leaving a hole in one.
 */

/** What to do when the refund itself could not be made (section 7.2), by its reason. */
const REFUND_FAILED_NEXT: Record<string, MessageDescriptor> = {
  AMOUNT_TOO_LOW_TO_REFUND: msg({
    id: 'request.next.refundFailed.amountTooLow',
    message:
      'Sending it back would cost more than it is worth, so nothing more will happen on its own. Contact support with the details below if you think this is wrong.',
  }),
  NEGATIVE_NEW_AMOUNT_AFTER_FEES: msg({
    id: 'request.next.refundFailed.nothingLeft',
    message:
      'After the cost of sending it back nothing would be left, so nothing more will happen on its own. Contact support with the details below if you think this is wrong.',
  }),
  SWAP_CURRENCY_NOT_ON_ORIGIN: msg({
    id: 'request.next.refundFailed.currencyNotOnOrigin',
    message:
      'The funds are held by the service. Contact support with the details below to have them returned another way.',
  }),
  REFUND_RECIPIENT_IS_VASP: msg({
    id: 'request.next.refundFailed.recipientIsVasp',
    message:
      'The funds are held by the service. Contact support with the details below; they will return them by hand.',
  }),
}

export function refundFailedNext(reason: string | undefined): string {
  const descriptor = reason && Object.hasOwn(REFUND_FAILED_NEXT, reason) ? REFUND_FAILED_NEXT[reason] : undefined
  return descriptor
    ? i18n._(descriptor)
    : t({
        id: 'request.next.refundFailed.other',
        message: 'The funds are held by the service. Contact support with the details below so they can return them.',
      })
}

export const failedNext = () =>
  t({
    id: 'request.next.failed',
    message:
      'Anything owed to you is refunded on the origin chain; if nothing arrives, contact support with the details below.',
  })

/** Said for an id the service does not know (a 404, or a status of "unknown" with nothing behind it). */
export const notFoundText = () =>
  t({
    id: 'request.notFound',
    message:
      'No transfer with this id was found. Check that the link is complete; a transfer made a moment ago can take a few seconds to appear.',
  })

/** What Ferry knows of a request to say where its money is: its chains by name, and what the record adds. */
export type WhereFacts = {
  origin: string
  destination: string
  sent?: string
  received?: string
  recipient?: string
  refundAddress?: string
  /** Paid to a deposit address (from elsewhere), not from a wallet. */
  paidToAddress: boolean
}

export function refundFailedWhere(w: WhereFacts, status: StatusResponse): string {
  const { origin, sent } = w
  const problem =
    refundFailReasonText(status.refundFailReason) ??
    t({ id: 'request.refundFailed.problem', message: 'The refund could not be sent.' })
  return sent
    ? t({
        id: 'request.where.refundFailed.amount',
        message: `${problem} The funds (${sent}) did not come back on ${origin}.`,
      })
    : t({ id: 'request.where.refundFailed.noAmount', message: `${problem} The funds did not come back on ${origin}.` })
}

export function waitingWhere(w: WhereFacts): string {
  const { origin, sent } = w
  if (!w.paidToAddress)
    return t({
      id: 'request.where.waiting.wallet',
      message: `Nothing has left the wallet yet: the deposit on ${origin} has not been seen.`,
    })
  return sent
    ? t({
        id: 'request.where.waiting.addressAmount',
        message: `Nothing has arrived at the deposit address yet. Send ${sent} on ${origin} to it (below).`,
      })
    : t({
        id: 'request.where.waiting.addressNoAmount',
        message: `Nothing has arrived at the deposit address yet. Send the amount on ${origin} to it (below).`,
      })
}

export function depositingWhere(w: WhereFacts): string {
  const { origin, sent } = w
  return sent
    ? t({
        id: 'request.where.depositing.amount',
        message: `The funds (${sent}) are still in the wallet on ${origin} until the deposit is mined.`,
      })
    : t({
        id: 'request.where.depositing.noAmount',
        message: `The funds are still in the wallet on ${origin} until the deposit is mined.`,
      })
}

export function depositSeenWhere(w: WhereFacts): string {
  const { origin, destination, sent } = w
  return sent
    ? t({
        id: 'request.where.depositSeen.amount',
        message: `The deposit of ${sent} arrived on ${origin}; the relayer is preparing the fill on ${destination}.`,
      })
    : t({
        id: 'request.where.depositSeen.noAmount',
        message: `The deposit arrived on ${origin}; the relayer is preparing the fill on ${destination}.`,
      })
}

export function fillSentWhere(w: WhereFacts): string {
  const { destination, received, recipient } = w
  if (received)
    return recipient
      ? t({
          id: 'request.where.fillSent.amountRecipient',
          message: `The fill of ${received} is on its way on ${destination} to ${recipient}.`,
        })
      : t({ id: 'request.where.fillSent.amount', message: `The fill of ${received} is on its way on ${destination}.` })
  return recipient
    ? t({
        id: 'request.where.fillSent.recipient',
        message: `The fill is on its way on ${destination} to ${recipient}.`,
      })
    : t({ id: 'request.where.fillSent.plain', message: `The fill is on its way on ${destination}.` })
}

export function arrivedWhere(w: WhereFacts): string {
  const { destination, received, recipient } = w
  if (received)
    return recipient
      ? t({
          id: 'request.where.arrived.amountRecipient',
          message: `${received} arrived on ${destination} at ${recipient}.`,
        })
      : t({ id: 'request.where.arrived.amount', message: `${received} arrived on ${destination}.` })
  return recipient
    ? t({ id: 'request.where.arrived.recipient', message: `The funds arrived on ${destination} at ${recipient}.` })
    : t({ id: 'request.where.arrived.plain', message: `The funds arrived on ${destination}.` })
}

export function refundedWhere(w: WhereFacts): string {
  const { origin, sent, refundAddress } = w
  if (sent)
    return refundAddress
      ? t({
          id: 'request.where.refunded.amountAddress',
          message: `${sent} was sent back on ${origin} to ${refundAddress}.`,
        })
      : t({ id: 'request.where.refunded.amount', message: `${sent} was sent back on ${origin}.` })
  return refundAddress
    ? t({
        id: 'request.where.refunded.address',
        message: `The deposit was sent back on ${origin} to ${refundAddress}.`,
      })
    : t({ id: 'request.where.refunded.plain', message: `The deposit was sent back on ${origin}.` })
}

export const retryingWhere = ({ origin }: WhereFacts) =>
  t({ id: 'request.where.retrying', message: `The deposit is safe on ${origin} while the fill is tried again.` })

export const checkingWhere = ({ origin, destination }: WhereFacts) =>
  t({
    id: 'request.where.checking',
    message: `The fill on ${destination} did not go through; the service refunds a failed transfer on ${origin}.`,
  })

export const failedWhere = ({ destination }: WhereFacts) =>
  t({ id: 'request.where.failed', message: `The funds did not arrive on ${destination}.` })
