import { t } from '@lingui/core/macro'
import { statusLabel } from '../../transfer/views/statusLabel'
import type { FastFillOutcome, FastFillProgress, FastFillRefusal } from './fastFill'

/** Where a fast fill is, in words. */
export function fastFillProgressText(progress: FastFillProgress): string {
  return progress === 'asking'
    ? t({ id: 'activity.fastFill.asking', message: 'Asking the service to fast-fill this request…' })
    : t({ id: 'activity.fastFill.filling', message: 'Fast fill accepted: the solver is filling it now…' })
}

/** Whether an outcome is good news, news to act on, or a refusal. */
export const fastFillTone = (outcome: FastFillOutcome): 'success' | 'warning' | 'error' =>
  outcome.kind === 'filled' || outcome.kind === 'already-filled'
    ? 'success'
    : outcome.kind === 'refused'
      ? 'error'
      : 'warning'

/** What came of a fast fill, in words; a refusal says why and what to do. */
export function fastFillText(outcome: FastFillOutcome): string {
  switch (outcome.kind) {
    case 'filled':
      return t({
        id: 'activity.fastFill.filled',
        message:
          'Filled early: the recipient has the funds. Your app balance fronts the fill until the deposit is confirmed.',
      })
    case 'already-filled':
      return t({
        id: 'activity.fastFill.alreadyFilled',
        message: 'This request was already filled. Nothing was taken from your app balance.',
      })
    case 'ended': {
      const status = statusLabel(outcome.status)
      return t({
        id: 'activity.fastFill.ended',
        message: `The fast fill was accepted, but the request ended: ${status}.`,
      })
    }
    case 'still-running':
      return t({
        id: 'activity.fastFill.stillRunning',
        message: 'The fast fill was accepted and is still running. This list shows its status as it changes.',
      })
    case 'refused':
      return refusalText(outcome.refusal, outcome.message)
  }
}

function refusalText(refusal: FastFillRefusal, message: string): string {
  switch (refusal) {
    case 'no-key':
      return t({
        id: 'activity.fastFill.noKey',
        message: 'Not fast-filled: the site server has no API key for this network, and a fast fill needs one.',
      })
    case 'off':
      return t({
        id: 'activity.fastFill.off',
        message:
          'Not fast-filled: this site server does not fast-fill. Its operator turns it on with a limit per request (see the configuration docs).',
      })
    case 'not-allowed':
      return t({
        id: 'activity.fastFill.notAllowed',
        message:
          'Not fast-filled: the service does not allow fast fills for this API key. It needs an app balance to front the fill; ask the service to set one up.',
      })
    case 'over-cap':
      return t({
        id: 'activity.fastFill.overCap',
        message: 'Not fast-filled: this request is worth more than the most this site fast-fills at once.',
      })
    case 'over-balance':
      return t({
        id: 'activity.fastFill.overBalance',
        message:
          'Not fast-filled: your app balance has too little left to front this fill. Earlier fast fills free it as their deposits are confirmed.',
      })
    case 'unknown-request':
      return t({ id: 'activity.fastFill.unknown', message: 'Not fast-filled: the service does not know this request.' })
    case 'not-waiting':
      return t({
        id: 'activity.fastFill.notWaiting',
        message: 'Not fast-filled: this request is no longer waiting. It is being filled already, or it has ended.',
      })
    case 'unreachable':
      return t({
        id: 'activity.fastFill.unreachable',
        message: 'Not fast-filled: the service could not be reached. Try again in a moment.',
      })
    case 'other':
      return t({ id: 'activity.fastFill.other', message: `Not fast-filled: ${message}` })
  }
}
