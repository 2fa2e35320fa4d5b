import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { inChainOf, outChainOf, recordAmounts } from '../../api/recordAmounts'
import type { RequestRecord } from '../../api/schemas/requests'
import { type RequestStatus, refundHasFailed, type StatusResponse } from '../../api/schemas/status'
import { amountText, SHOWN_FRACTION_DIGITS } from './amountText'
import { failureText } from './failReasonText'
import { CHECKING_MESSAGE, STATUS_MESSAGES } from './statusText'
import { unknownStatusText } from './timelineRows'
import {
  arrivedWhere,
  checkingWhere,
  depositingWhere,
  depositSeenWhere,
  failedNext,
  failedWhere,
  fillSentWhere,
  notFoundText,
  refundedWhere,
  refundFailedNext,
  refundFailedWhere,
  retryingWhere,
  type WhereFacts,
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

/** One stage in words: its tone and title, where the money is, and whether a reason and a next step are said. */
type Stage = Pick<Whereabouts, 'stage' | 'tone'> & {
  title: MessageDescriptor
  where: (facts: WhereFacts, status: StatusResponse) => string
  /** The status's fail reason is said. */
  reason?: true
  next?: (status: StatusResponse) => string
}

/** A stage from its parts: a table row of `STAGES` and the stages beside it. */
const makeStage = (
  stage: MoneyStage,
  tone: Whereabouts['tone'],
  title: MessageDescriptor,
  where: Stage['where'],
  said?: Pick<Stage, 'reason' | 'next'>,
): Stage => ({ stage, tone, title, where, ...said })

/** The stage of each status the service names (a `failure` once final; `CHECKING` before). */
const STAGES: Record<RequestStatus, Stage> = {
  waiting: makeStage(
    'waiting',
    'info',
    msg({ id: 'request.title.waiting', message: 'Waiting for the deposit' }),
    waitingWhere,
  ),
  depositing: makeStage(
    'depositing',
    'info',
    msg({ id: 'request.title.depositing', message: 'The service is submitting the signed deposit' }),
    depositingWhere,
  ),
  pending: makeStage(
    'deposit-seen',
    'info',
    msg({ id: 'request.title.depositSeen', message: 'Deposit seen' }),
    depositSeenWhere,
  ),
  submitted: makeStage('fill-sent', 'info', msg({ id: 'request.title.fillSent', message: 'Fill sent' }), fillSentWhere),
  fallback: makeStage('retrying', 'warning', STATUS_MESSAGES.fallback, retryingWhere),
  success: makeStage('arrived', 'success', msg({ id: 'request.title.arrived', message: 'Arrived' }), arrivedWhere),
  refund: makeStage(
    'refunded',
    'warning',
    msg({ id: 'request.title.refunded', message: 'Refunded: the transfer could not be completed' }),
    refundedWhere,
    { reason: true },
  ),
  failure: makeStage(
    'failed',
    'error',
    msg({ id: 'request.title.failed', message: 'The transfer failed' }),
    failedWhere,
    {
      reason: true,
      next: failedNext,
    },
  ),
}

/** A failure not final yet: the service follows a failure with a refund. */
const CHECKING = makeStage('checking', 'warning', CHECKING_MESSAGE, checkingWhere, { reason: true })

const REFUND_FAILED = makeStage(
  'refund-failed',
  'error',
  msg({ id: 'request.title.refundFailed', message: 'The transfer failed, and so did its refund' }),
  refundFailedWhere,
  { reason: true, next: (status) => refundFailedNext(status.refundFailReason ?? undefined) },
)

const NOT_FOUND = makeStage(
  'not-found',
  'warning',
  msg({ id: 'request.title.notFound', message: 'The service does not know this transfer' }),
  notFoundText,
)

const UNKNOWN = makeStage(
  'unknown',
  'info',
  msg({ id: 'request.title.unknown', message: 'Still following' }),
  (_f, status) => unknownStatusText(status.unknownStatus),
)

/** The stage a status is at: a failed refund at once, a failure once final, a word Ferry does not know as such. */
function stageAt(status: StatusResponse, settled: boolean): Stage {
  if (refundHasFailed(status)) return REFUND_FAILED
  if (status.status === 'failure' && !settled) return CHECKING
  if (status.status !== 'unknown') return STAGES[status.status]
  return isNotKnown(status) ? NOT_FOUND : UNKNOWN
}

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
  const amounts = recordAmounts(record)
  const facts: WhereFacts = {
    origin: args.chainName(status.originChainId ?? inChainOf(record)),
    destination: args.chainName(status.destinationChainId ?? outChainOf(record)),
    sent: amountText(amounts.currencyIn, SHOWN_FRACTION_DIGITS),
    received: amountText(amounts.currencyOut, SHOWN_FRACTION_DIGITS),
    recipient: record?.recipient,
    refundAddress: record?.refundTo ?? record?.depositAddress?.depositor ?? record?.user,
    paidToAddress: Boolean(record?.depositAddress ?? status.depositAddress),
  }
  const stage = stageAt(status, args.settled)
  return {
    stage: stage.stage,
    tone: stage.tone,
    title: i18n._(stage.title),
    where: stage.where(facts, status),
    ...(stage.reason ? { reason: failureText(status) } : {}),
    ...(stage.next ? { next: stage.next(status) } : {}),
  }
}

/** The public service answers an id it has never seen with the status word `unknown` and no transactions. */
function isNotKnown(status: StatusResponse): boolean {
  const word = status.unknownStatus
  return (word === undefined || word === 'unknown') && status.inTxHashes.length === 0 && status.txHashes.length === 0
}
