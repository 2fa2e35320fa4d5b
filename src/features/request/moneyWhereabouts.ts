import { t } from '@lingui/core/macro'
import { recordAmounts } from '../../api/recordAmounts'
import type { CurrencyAmount } from '../../api/schemas/currency'
import type { RequestRecord } from '../../api/schemas/requests'
import { refundHasFailed, type StatusResponse } from '../../api/schemas/status'
import { formatAmount } from '../../lib/amounts'
import { failureText, refundFailReasonText } from '../../transfer/views/failReasonText'
import { unknownStatusText } from '../../transfer/views/timelineRows'
import {
  arrivedWhere,
  depositingWhere,
  depositSeenWhere,
  failedNext,
  fillSentWhere,
  notFoundText,
  refundedWhere,
  refundFailedNext,
  refundFailedWhere,
  waitingWhere,
} from './whereaboutsText'

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
  const w = {
    origin: args.chainName(status.originChainId ?? inChainOf(record)),
    destination: args.chainName(status.destinationChainId ?? outChainOf(record)),
    sent: amountText(recordAmounts(record).currencyIn, SHOWN_FRACTION_DIGITS),
    received: amountText(recordAmounts(record).currencyOut, SHOWN_FRACTION_DIGITS),
  }
  const { origin, destination } = w
  const recipient = record?.recipient
  const refundAddress = record?.refundTo ?? record?.depositAddress?.depositor ?? record?.user
  const paidToAddress = Boolean(record?.depositAddress ?? status.depositAddress)

  if (refundHasFailed(status)) {
    const problem =
      refundFailReasonText(status.refundFailReason) ??
      t({ id: 'request.refundFailed.problem', message: 'The refund could not be sent.' })
    return {
      stage: 'refund-failed',
      tone: 'error',
      title: t({ id: 'request.title.refundFailed', message: 'The transfer failed, and so did its refund' }),
      where: refundFailedWhere(w, problem),
      reason: failureText(status),
      next: refundFailedNext(status.refundFailReason ?? undefined),
    }
  }
  switch (status.status) {
    case 'waiting':
      return {
        stage: 'waiting',
        tone: 'info',
        title: t({ id: 'request.title.waiting', message: 'Waiting for the deposit' }),
        where: waitingWhere(w, paidToAddress),
      }
    case 'depositing':
      return {
        stage: 'depositing',
        tone: 'info',
        title: t({ id: 'request.title.depositing', message: 'The service is submitting the signed deposit' }),
        where: depositingWhere(w),
      }
    case 'pending':
      return {
        stage: 'deposit-seen',
        tone: 'info',
        title: t({ id: 'request.title.depositSeen', message: 'Deposit seen' }),
        where: depositSeenWhere(w),
      }
    case 'submitted':
      return {
        stage: 'fill-sent',
        tone: 'info',
        title: t({ id: 'request.title.fillSent', message: 'Fill sent' }),
        where: fillSentWhere(w, recipient),
      }
    case 'fallback':
      return {
        stage: 'retrying',
        tone: 'warning',
        title: t({ id: 'request.title.retrying', message: 'The service is retrying the fill another way' }),
        where: t({
          id: 'request.where.retrying',
          message: `The deposit is safe on ${origin} while the fill is tried again.`,
        }),
      }
    case 'success':
      return {
        stage: 'arrived',
        tone: 'success',
        title: t({ id: 'request.title.arrived', message: 'Arrived' }),
        where: arrivedWhere(w, recipient),
      }
    case 'refund':
      return {
        stage: 'refunded',
        tone: 'warning',
        title: t({ id: 'request.title.refunded', message: 'Refunded: the transfer could not be completed' }),
        where: refundedWhere(w, refundAddress),
        reason: failureText(status),
      }
    case 'failure':
      if (!args.settled)
        return {
          stage: 'checking',
          tone: 'warning',
          title: t({ id: 'request.title.checking', message: 'Checking what happened to the fill…' }),
          where: t({
            id: 'request.where.checking',
            message: `The fill on ${destination} did not go through; the service refunds a failed transfer on ${origin}.`,
          }),
          reason: failureText(status),
        }
      return {
        stage: 'failed',
        tone: 'error',
        title: t({ id: 'request.title.failed', message: 'The transfer failed' }),
        where: t({ id: 'request.where.failed', message: `The funds did not arrive on ${destination}.` }),
        reason: failureText(status),
        next: failedNext(),
      }
    default:
      if (isNotKnown(status))
        return {
          stage: 'not-found',
          tone: 'warning',
          title: t({ id: 'request.title.notFound', message: 'The service does not know this transfer' }),
          where: notFoundText(),
        }
      return {
        stage: 'unknown',
        tone: 'info',
        title: t({ id: 'request.title.unknown', message: 'Still following' }),
        where: unknownStatusText(status.unknownStatus),
      }
  }
}

/** The public service answers an id it has never seen with the status word `unknown` and no transactions. */
function isNotKnown(status: StatusResponse): boolean {
  const word = status.unknownStatus
  return (word === undefined || word === 'unknown') && status.inTxHashes.length === 0 && status.txHashes.length === 0
}

/** The origin chain of a record: its first incoming transaction's, or its currency's. */
export function inChainOf(record: RequestRecord | undefined): number | undefined {
  return record?.data.inTxs[0]?.chainId ?? recordAmounts(record).currencyIn?.currency?.chainId
}

/** The destination chain of a record: its quoted currency's, or its first outgoing transaction's. */
export function outChainOf(record: RequestRecord | undefined): number | undefined {
  return recordAmounts(record).currencyOut?.currency?.chainId ?? record?.data.outTxs[0]?.chainId
}
