import type { Step } from '../api/schemas/quote'

const KNOWN: Record<string, string> = {
  approve: 'Approve the token',
  deposit: 'Deposit',
  swap: 'Swap',
  send: 'Send',
  authorize: 'Authorize',
}

/**
 * A short name for a step that still reads right once it is done. The
 * service's `action` is an instruction ("Confirm transaction in your
 * wallet"), so it is only the fallback.
 */
export function stepLabel(step: Pick<Step, 'id' | 'action' | 'description'>): string {
  return KNOWN[step.id] ?? (step.action || step.description || step.id)
}

/** The label of a step known only by its id (a transfer resumed after a reload). */
export function stepLabelOfId(id: string): string {
  return KNOWN[id] ?? id.charAt(0).toUpperCase() + id.slice(1)
}
