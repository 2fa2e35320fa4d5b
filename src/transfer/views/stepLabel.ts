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

/** What names a step: its id, and the service's words for it (none for a step known only by its id, after a reload). */
export type StepName = Pick<Step, 'id'> & Partial<Pick<Step, 'action' | 'description'>>

/**
 * A short name for a step that still reads right once it is done, in the active language: read when it is shown
 * (never kept as words, so a language switched mid-transfer renames the steps). The service's `action` is an
 * instruction ("Confirm transaction in your wallet"), so it is only the fallback.
 */
export function stepLabel(step: StepName): string {
  return (
    wordsOf(KNOWN, step.id) ?? (step.action || step.description || step.id.charAt(0).toUpperCase() + step.id.slice(1))
  )
}
