import { type RefObject, startTransition, useState } from 'react'
import { useFocusReturn } from './useFocusReturn'

export type PickerOpening = {
  /** The dialog is in the page (closed until `open`): from the first sign a person may open it. */
  mounted: boolean
  open: boolean
  /** The dialog's key: a new one on every close, so the next opening starts afresh (search, highlight, scroll). */
  session: number
  /** A sign the person may open it soon (the pointer over the button, a press, focus): the dialog renders, closed. */
  prepare: () => void
  show: () => void
  close: () => void
}

/**
 * When a picker's dialog is in the page and open. It stays mounted once
 * prepared, so an opening only shows rows that are already rendered; every
 * close gives it a new key, and the fresh dialog (empty search, first option
 * highlighted, list at the top) renders while it is closed, not when the
 * person opens it next. Focus returns to `button` after a close.
 */
export function usePickerOpening(button: RefObject<HTMLElement | null>): PickerOpening {
  const [state, setState] = useState({ mounted: false, open: false, session: 0 })
  useFocusReturn(state.open, button)
  return {
    ...state,
    // Rendering the closed dialog must not hold up what the person is doing (a transition yields to input).
    prepare: () => startTransition(() => setState((s) => (s.mounted ? s : { ...s, mounted: true }))),
    show: () => setState((s) => ({ ...s, mounted: true, open: true })),
    // Called again by the dialog's own close event after a close by choice: only the first one counts.
    close: () => setState((s) => (s.open ? { mounted: true, open: false, session: s.session + 1 } : s)),
  }
}
