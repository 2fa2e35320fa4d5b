import type { CurrencyAmount } from '../../api/schemas/currency'
import type { RequestRecord } from '../../api/schemas/requests'
import { refundHasFailed, type StatusResponse } from '../../api/schemas/status'
import { formatAmount } from '../../lib/amounts'
import { failureText, refundFailReasonText } from '../../transfer/failReasonText'
import { unknownStatusText } from '../../transfer/timelineRows'

/** Where a request's money is, as a person asks it after something went wrong. */
export type MoneyStage =
  | 'waiting'
  | 'depositing'
  | 'deposit-seen'
  | 'fill-sent'
  | 'retrying'
  | 'checking'
  | 'arrived'
  | 'refunded'
  | 'failed'
  | 'refund-failed'
  | 'unknown'
  | 'not-found'

export type Whereabouts = {
  stage: MoneyStage
  tone: 'info' | 'success' | 'warning' | 'error'
  /** One line: what happened. */
  title: string
  /** Where the money is now, with how much, on which chain, for whom, when Ferry knows. */
  where: string
  /** Why it failed or was refunded, in words. */
  reason?: string
  /** What the person can do next, when there is something to do. */
  next?: string
}

/** What to do when the refund itself could not be made (section 7.2), by its reason. */
const REFUND_FAILED_NEXT: Record<string, string> = {
  AMOUNT_TOO_LOW_TO_REFUND:
    'Sending it back would cost more than it is worth, so nothing more will happen on its own. Contact support with the details below if you think this is wrong.',
  NEGATIVE_NEW_AMOUNT_AFTER_FEES:
    'After the cost of sending it back nothing would be left, so nothing more will happen on its own. Contact support with the details below if you think this is wrong.',
  SWAP_CURRENCY_NOT_ON_ORIGIN:
    'The funds are held by the service. Contact support with the details below to have them returned another way.',
  REFUND_RECIPIENT_IS_VASP:
    'The funds are held by the service. Contact support with the details below; they will return them by hand.',
}
const REFUND_FAILED_NEXT_DEFAULT =
  'The funds are held by the service. Contact support with the details below so they can return them.'
const FAILED_NEXT =
  'Anything owed to you is refunded on the origin chain; if nothing arrives, contact support with the details below.'

/**
 * An amount of a request record as a person reads it: "0.5 ETH". With
 * `fractionDigits`, rounded to that many decimals from the exact amount (as
 * the form shows amounts); without, as the service wrote it (exact, for support).
 */
export function amountText(amount: CurrencyAmount | undefined, fractionDigits?: number): string | undefined {
  if (!amount) return undefined
  const symbol = amount.currency?.symbol ?? ''
  const exact = amount.currency && /^\d+$/.test(amount.amount)
  const value =
    exact && (fractionDigits !== undefined || !amount.amountFormatted)
      ? formatAmount(BigInt(amount.amount), amount.currency!.decimals, fractionDigits)
      : (amount.amountFormatted ?? amount.amount)
  return `${value} ${symbol}`.trim()
}

/** Decimals shown for an amount on the request page, as the form's summary has them. */
export const SHOWN_FRACTION_DIGITS = 6

/**
 * Where the money of a request is, from its status (and its record, where a
 * site server gives one: amounts, sender, recipient, refund address).
 * `settled` says the status is final: a `failure` reads as being checked
 * until then, since the service follows a failure with a refund.
 */
export function moneyWhereabouts(args: {
  status: StatusResponse
  record?: RequestRecord
  chainName: (chainId: number | undefined) => string
  settled: boolean
}): Whereabouts {
  const { status, record } = args
  const origin = args.chainName(status.originChainId ?? inChainOf(record))
  const destination = args.chainName(status.destinationChainId ?? outChainOf(record))
  const sent = amountText(record?.data.metadata?.currencyIn, SHOWN_FRACTION_DIGITS)
  const received = amountText(record?.data.metadata?.currencyOut, SHOWN_FRACTION_DIGITS)
  const recipient = record?.recipient
  const refundAddress = record?.refundTo ?? record?.depositAddress?.depositor ?? record?.user
  const paidToAddress = Boolean(record?.depositAddress ?? status.depositAddress)

  if (refundHasFailed(status)) {
    const problem = refundFailReasonText(status.refundFailReason) ?? 'The refund could not be sent.'
    return {
      stage: 'refund-failed',
      tone: 'error',
      title: 'The transfer failed, and so did its refund',
      where: `${problem} The funds${sent ? ` (${sent})` : ''} did not come back on ${origin}.`,
      reason: failureText(status),
      next: REFUND_FAILED_NEXT[status.refundFailReason ?? ''] ?? REFUND_FAILED_NEXT_DEFAULT,
    }
  }
  switch (status.status) {
    case 'waiting':
      return {
        stage: 'waiting',
        tone: 'info',
        title: 'Waiting for the deposit',
        where: paidToAddress
          ? `Nothing has arrived at the deposit address yet. Send ${sent ?? 'the amount'} on ${origin} to it (below).`
          : `Nothing has left the wallet yet: the deposit on ${origin} has not been seen.`,
      }
    case 'depositing':
      return {
        stage: 'depositing',
        tone: 'info',
        title: 'The service is submitting the signed deposit',
        where: `The funds${sent ? ` (${sent})` : ''} are still in the wallet on ${origin} until the deposit is mined.`,
      }
    case 'pending':
      return {
        stage: 'deposit-seen',
        tone: 'info',
        title: 'Deposit seen',
        where: `The deposit${sent ? ` of ${sent}` : ''} arrived on ${origin}; the relayer is preparing the fill on ${destination}.`,
      }
    case 'submitted':
      return {
        stage: 'fill-sent',
        tone: 'info',
        title: 'Fill sent',
        where: `The fill${received ? ` of ${received}` : ''} is on its way on ${destination}${recipient ? ` to ${recipient}` : ''}.`,
      }
    case 'fallback':
      return {
        stage: 'retrying',
        tone: 'warning',
        title: 'The service is retrying the fill another way',
        where: `The deposit is safe on ${origin} while the fill is tried again.`,
      }
    case 'success':
      return {
        stage: 'arrived',
        tone: 'success',
        title: 'Arrived',
        where: `${received ?? 'The funds'} arrived on ${destination}${recipient ? ` at ${recipient}` : ''}.`,
      }
    case 'refund':
      return {
        stage: 'refunded',
        tone: 'warning',
        title: 'Refunded: the transfer could not be completed',
        where: `${sent ?? 'The deposit'} was sent back on ${origin}${refundAddress ? ` to ${refundAddress}` : ''}.`,
        reason: failureText(status),
      }
    case 'failure':
      if (!args.settled)
        return {
          stage: 'checking',
          tone: 'warning',
          title: 'Checking what happened to the fill…',
          where: `The fill on ${destination} did not go through; the service refunds a failed transfer on ${origin}.`,
          reason: failureText(status),
        }
      return {
        stage: 'failed',
        tone: 'error',
        title: 'The transfer failed',
        where: `The funds did not arrive on ${destination}.`,
        reason: failureText(status),
        next: FAILED_NEXT,
      }
    default:
      if (isNotKnown(status))
        return {
          stage: 'not-found',
          tone: 'warning',
          title: 'The service does not know this transfer',
          where: NOT_FOUND_TEXT,
        }
      return {
        stage: 'unknown',
        tone: 'info',
        title: 'Still following',
        where: unknownStatusText(status.unknownStatus),
      }
  }
}

/** Said for an id the service does not know (a 404, or a status of "unknown" with nothing behind it). */
export const NOT_FOUND_TEXT =
  'No transfer with this id was found. Check that the link is complete; a transfer made a moment ago can take a few seconds to appear.'

/** The public service answers an id it has never seen with the status word `unknown` and no transactions. */
function isNotKnown(status: StatusResponse): boolean {
  const word = status.unknownStatus
  return (word === undefined || word === 'unknown') && status.inTxHashes.length === 0 && status.txHashes.length === 0
}

/** The origin chain of a record: its first incoming transaction's, or its currency's. */
export function inChainOf(record: RequestRecord | undefined): number | undefined {
  return record?.data.inTxs[0]?.chainId ?? record?.data.metadata?.currencyIn?.currency?.chainId
}

/** The destination chain of a record: its quoted currency's, or its first outgoing transaction's. */
export function outChainOf(record: RequestRecord | undefined): number | undefined {
  return record?.data.metadata?.currencyOut?.currency?.chainId ?? record?.data.outTxs[0]?.chainId
}
