import { msg } from '@lingui/core/macro'
import type { Step } from '../../api/schemas/quote'
import { translatedView, wordsOf } from './translatedView'

const KNOWN = translatedView({
  approve: msg({ id: 'transfer.step.approve', message: 'Approve the token' }),
  deposit: msg({ id: 'transfer.step.deposit', message: 'Deposit' }),
  swap: msg({ id: 'transfer.step.swap', message: 'Swap' }),
  send: msg({ id: 'transfer.step.send', message: 'Send' }),
  authorize: msg({ id: 'transfer.step.authorize', message: 'Authorize' }),
})

/**
 * A short name for a step that still reads right once it is done. The
 * service's `action` is an instruction ("Confirm transaction in your
 * wallet"), so it is only the fallback.
 */
export function stepLabel(step: Pick<Step, 'id' | 'action' | 'description'>): string {
  return wordsOf(KNOWN, step.id) ?? (step.action || step.description || step.id)
}

/** The label of a step known only by its id (a transfer resumed after a reload). */
export function stepLabelOfId(id: string): string {
  return wordsOf(KNOWN, id) ?? id.charAt(0).toUpperCase() + id.slice(1)
}
