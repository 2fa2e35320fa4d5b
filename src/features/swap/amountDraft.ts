import { createStore, type Store } from '../../lib/createStore'
import type { SwapFormValues } from './swapModes'

/**
 * The amounts while the form is not ready: what the prerendered HTML and the first load's skeleton show and take in
 * (src/prerender, SwapPanelSkeleton), kept in a store as the person types, and read once by the form as it replaces
 * the skeleton (`typedAmounts`).
 */
export type AmountDraft = {
  readonly payText: string
  readonly receiveText: string
  readonly edited: 'pay' | 'receive'
  /** The person typed in the skeleton: what they typed wins over the form's configured first amount. */
  readonly typed?: boolean
  /** The amount field that has the focus. */
  readonly focus?: 'pay' | 'receive'
  /**
   * The tokens' symbols beside "You pay" and "You receive" before the form knows its tokens: a cold link's early
   * price names them (src/prerender/earlyPrice.ts), as the form will show them.
   */
  readonly symbols?: readonly [pay: string, receive: string]
}

/** A draft with "You pay" at the page's first amount (a link's, a configuration's), nothing typed yet. */
export function createAmountDraft(payText = ''): Store<AmountDraft> {
  return createStore<AmountDraft>({ payText, receiveText: '', edited: 'pay' })
}

/**
 * The draft once `text` is typed into `field`. A "You receive" that was not typed (a cold link's early price, from the
 * service) belongs to the amount it was priced for, and goes when "You pay" changes.
 */
export function typedIntoDraft(draft: AmountDraft, field: 'pay' | 'receive', text: string): AmountDraft {
  if (field === 'receive') return { ...draft, receiveText: text, edited: 'receive', typed: true }
  return { ...draft, payText: text, edited: 'pay', typed: true, ...(draft.edited === 'pay' ? { receiveText: '' } : {}) }
}

/**
 * The draft of what the prerendered HTML's fields held when the first load took them over: typed when they differ
 * from the page's first amount (`configuredPayText`) or "You receive" holds something.
 */
export function draftFromFirstPaint(
  taken: Pick<AmountDraft, 'payText' | 'receiveText' | 'edited' | 'focus' | 'symbols'>,
  configuredPayText: string,
): AmountDraft {
  const { payText, receiveText, edited, focus, symbols } = taken
  return { payText, receiveText, edited, focus, symbols, typed: payText !== configuredPayText || receiveText !== '' }
}

/**
 * The amounts a person typed in the skeleton, for the form's first values:
 * nothing when they typed nothing, so the configured amount (the URL's, or a
 * host's `init` that came after the skeleton) stands.
 */
export function typedAmounts(
  draft: AmountDraft | undefined,
): Pick<SwapFormValues, 'payText' | 'receiveText' | 'edited'> | undefined {
  return draft?.typed ? { payText: draft.payText, receiveText: draft.receiveText, edited: draft.edited } : undefined
}
