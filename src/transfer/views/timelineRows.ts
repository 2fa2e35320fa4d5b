import { i18n } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { type RequestStatus, refundHasFailed } from '../../api/schemas/status'
import type { StepProgress } from '../run/runSteps'
import { CHECKING_MESSAGE, STATUS_TEXT } from './statusText'
import { translatedView } from './translatedView'

export type TimelineRow = { label: string; state: 'done' | 'active' | 'todo' | 'failed' }

const ORDER: RequestStatus[] = ['waiting', 'depositing', 'pending', 'submitted', 'success']

/** The first row of a transfer paid to a deposit address: waiting, arrived, or never came. */
export const PAYMENT_TEXT = translatedView({
  active: msg({ id: 'transfer.timeline.payment.active', message: 'Waiting for your payment to the deposit address' }),
  done: msg({ id: 'transfer.timeline.payment.done', message: 'Payment received at the deposit address' }),
  failed: msg({ id: 'transfer.timeline.payment.failed', message: 'No payment arrived at the deposit address' }),
})

/** While a failure may still turn into a refund (statuses flap), the timeline says this instead of showing red. */
export function checkingText(): string {
  return i18n._(CHECKING_MESSAGE)
}

/**
 * The rows of a transfer's timeline: the wallet steps, then the service's
 * statuses. A `failure` is shown as a failure only once it is `settled`
 * (final): the service follows a failure with a refund and its statuses can
 * flap, so until then it reads as being checked. A status Ferry does not know
 * is shown in the service's own word while tracking goes on.
 */
export function timelineRows(args: {
  progress: StepProgress | undefined
  stepLabels: string[]
  /** The journey ended in an error (a wallet or transaction failure). */
  failed: boolean
  /** The status shown is final: tracking has ended. */
  settled: boolean
  /** A deposit by signature: the service submits it, so `depositing` has a row of its own. */
  gasless?: boolean
  /** Paid to a deposit address from elsewhere: the first row waits for the payment. */
  depositAddress?: boolean
}): TimelineRow[] {
  const { progress } = args
  const status = progress?.status?.status
  // A batch (EIP-5792): its steps are confirmed together, so they are all under way at once, until it is on chain
  // (also while a resumed transfer's request is followed: the wallet has not said where the batch is yet).
  const batch = progress?.batch
  const walletDone = progress?.phase === 'tracking' && !batch
  const lastActive = batch?.lastStepIndex ?? progress?.stepIndex
  const rows: TimelineRow[] = args.stepLabels.map((label, index) => {
    const batched = batch !== undefined && index <= batch.lastStepIndex
    if (walletDone || (progress && index < progress.stepIndex && !batched)) return { label, state: 'done' }
    if (progress && lastActive !== undefined && index <= lastActive) {
      const words = batch
        ? inBatch(label, progress.phase, batch)
        : progress.unseen && index === progress.stepIndex
          ? t({ id: 'transfer.timeline.phase.unseen', message: `${label}: waiting for your wallet to send it` })
          : withPhase(label, progress.phase)
      return { label: words, state: args.failed ? 'failed' : 'active' }
    }
    return { label, state: 'todo' }
  })
  if (args.depositAddress) {
    const state = status === undefined || status === 'waiting' ? (args.settled ? 'failed' : 'active') : 'done'
    rows.push({ label: PAYMENT_TEXT[state], state })
  }
  const refundFailed = progress?.status !== undefined && refundHasFailed(progress.status)
  if (status === 'failure' && !args.settled && !refundFailed) {
    rows.push({ label: STATUS_TEXT.pending, state: 'done' })
    rows.push({ label: checkingText(), state: 'active' })
  } else if (status === 'failure' || status === 'refund') {
    rows.push({ label: STATUS_TEXT.pending, state: 'done' })
    rows.push({ label: STATUS_TEXT.failure, state: 'failed' })
    if (refundFailed)
      rows.push({
        label: t({ id: 'transfer.timeline.refundFailed', message: 'The refund could not be sent' }),
        state: 'failed',
      })
    else rows.push({ label: STATUS_TEXT.refund, state: status === 'refund' ? 'done' : 'active' })
  } else {
    const reached = status && status !== 'unknown' ? ORDER.indexOf(status) : -1
    for (const [index, s] of ORDER.entries()) {
      if (s === 'waiting') continue
      if (s === 'depositing' && !args.gasless && status !== 'depositing') continue
      const state: TimelineRow['state'] = !walletDone
        ? 'todo'
        : reached >= index
          ? 'done'
          : reached + 1 === index
            ? 'active'
            : 'todo'
      rows.push({ label: STATUS_TEXT[s], state })
    }
    if (status === 'unknown') rows.push({ label: unknownStatusText(progress?.status?.unknownStatus), state: 'active' })
  }
  return rows
}

/** A status word from the service that this version of Ferry does not know yet. */
export function unknownStatusText(word: string | undefined): string {
  if (word === undefined)
    return t({
      id: 'transfer.timeline.unknownStatusUnnamed',
      message: 'The service reports “unknown”, a status Ferry does not know yet; still following',
    })
  return t({
    id: 'transfer.timeline.unknownStatus',
    message: `The service reports “${word}”, a status Ferry does not know yet; still following`,
  })
}

/** A step's label while it goes to the wallet in one batch with the others: one confirmation for them all. */
function inBatch(label: string, phase: StepProgress['phase'], batch: NonNullable<StepProgress['batch']>): string {
  // Pending for a while: the wallet has not sent it (a Safe waits for its owners' signatures; TransferProgress says so).
  const sent = phase === 'confirming' || phase === 'tracking'
  if (sent && batch.longWait)
    return t({
      id: 'transfer.timeline.phase.batchLongWait',
      message: `${label}: waiting for your wallet to send it (all together, one step)`,
    })
  if (sent)
    return t({
      id: 'transfer.timeline.phase.batchConfirming',
      message: `${label}: waiting for confirmation (sent together, one step)`,
    })
  if (phase === 'awaiting-signature')
    return t({
      id: 'transfer.timeline.phase.batchAwaitingSignature',
      message: `${label}: confirm in your wallet (all together, one step)`,
    })
  return withPhase(label, phase)
}

/** A step's label with what the wallet is doing in it now. */
function withPhase(label: string, phase: StepProgress['phase']): string {
  if (phase === 'switching-chain')
    return t({ id: 'transfer.timeline.phase.switchingChain', message: `${label}: switching network in your wallet` })
  if (phase === 'awaiting-signature')
    return t({ id: 'transfer.timeline.phase.awaitingSignature', message: `${label}: confirm in your wallet` })
  if (phase === 'awaiting-message-signature')
    return t({
      id: 'transfer.timeline.phase.awaitingMessageSignature',
      message: `${label}: sign in your wallet (a signature, not a transaction)`,
    })
  if (phase === 'posting-signature')
    return t({
      id: 'transfer.timeline.phase.postingSignature',
      message: `${label}: sending your signature to the service`,
    })
  if (phase === 'confirming')
    return t({ id: 'transfer.timeline.phase.confirming', message: `${label}: waiting for confirmation` })
  return label
}
