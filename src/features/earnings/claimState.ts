import { t } from '@lingui/core/macro'
import type { AppFeeClaimEntry } from '../../api/schemas/appFees'
import { isUserRejection, readableError } from '../../lib/walletErrors'
import type { StepPhase } from '../../transfer/track/StepProgress'

/** The claim statuses that do not change any more: paid (`success`), or given back to the balance (`failure`). */
export const FINAL_CLAIM_STATUSES: readonly string[] = ['success', 'failure']

/**
 * Where one claim is: asking the service for its steps, at the wallet
 * (switching chain, signing, the signature on its way), being paid (the
 * claim is listed, its status not final yet), done (a final status), or
 * sent without an id to follow, or stopped by an error (`declined`: the person said no in their wallet).
 */
export type ClaimState =
  | { kind: 'idle' }
  | { kind: 'asking' }
  | { kind: 'signing'; phase: StepPhase }
  /** Accepted; `claimId` is unknown until the listing shows the claim when the steps named none. */
  | {
      kind: 'paying'
      claimId: string | undefined
      entry: AppFeeClaimEntry | undefined
      trackingError: string | undefined
    }
  | { kind: 'done'; claimId: string; entry: AppFeeClaimEntry }
  /** Signed and accepted, but the listing never showed the claim to follow: the history shows it. */
  | { kind: 'sent' }
  | { kind: 'failed'; message: string; declined: boolean }

export type ClaimEvent =
  | { type: 'ask' }
  | { type: 'sign'; phase: StepPhase }
  | { type: 'posted'; claimId: string | undefined }
  | { type: 'sent' }
  /** A look at the claims listing: the claim as listed (undefined: not listed yet), or why the look failed. */
  | { type: 'listed'; entry: AppFeeClaimEntry | undefined }
  | { type: 'tracking-error'; message: string }
  | { type: 'error'; error: unknown }
  | { type: 'reset' }

/** Whether a claim is still under way (its form stays locked). */
export function isClaimBusy(state: ClaimState): boolean {
  return state.kind === 'asking' || state.kind === 'signing' || state.kind === 'paying'
}

/** The next state of a claim after `event`. Plain, so the journey is tested without React or a wallet. */
export function nextClaimState(state: ClaimState, event: ClaimEvent): ClaimState {
  switch (event.type) {
    case 'reset':
      return { kind: 'idle' }
    case 'ask':
      return { kind: 'asking' }
    case 'sign':
      return { kind: 'signing', phase: event.phase }
    case 'sent':
      return { kind: 'sent' }
    case 'posted':
      return { kind: 'paying', claimId: event.claimId, entry: undefined, trackingError: undefined }
    case 'listed': {
      if (state.kind !== 'paying') return state
      const { entry } = event
      if (entry && FINAL_CLAIM_STATUSES.includes(entry.status ?? ''))
        return { kind: 'done', claimId: entry.claimId, entry }
      return {
        ...state,
        claimId: entry?.claimId ?? state.claimId,
        entry: entry ?? state.entry,
        trackingError: undefined,
      }
    }
    case 'tracking-error':
      return state.kind === 'paying' ? { ...state, trackingError: event.message } : state
    case 'error': {
      const declined = isUserRejection(event.error)
      const reason = readableError(event.error).message
      // After a declined signature: asking for a claim takes nothing off the balance.
      const message = declined
        ? t({ id: 'earnings.claim.declined', message: `${reason} Nothing was claimed; the balance is as it was.` })
        : reason
      return { kind: 'failed', declined, message }
    }
  }
}
