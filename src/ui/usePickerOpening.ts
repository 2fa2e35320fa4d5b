import { type RefObject, startTransition, useRef, useState } from 'react'
import { showPickerDialog } from './showPickerDialog'
import { useFocusReturn } from './useFocusReturn'

export type PickerOpening = {
  /** The dialog is in the page (closed until `open`): from the first sign a person may open it. */
  mounted: boolean
  open: boolean
  /** The dialog's key: a new one on every close, so the next opening starts afresh (search, highlight, scroll). */
  session: number
  /** The dialog element, once mounted: an opening shows it at once. */
  dialog: RefObject<HTMLDialogElement | null>
  /** A sign the person may open it soon (the pointer over the button, a press, focus): the dialog renders, closed. */
  prepare: () => void
  show: () => void
  close: () => void
}

/**
 * When a picker's dialog is in the page and open. It stays mounted once
 * prepared, so an opening is `showModal` over rows already rendered, called
 * in the click's own handler; React hears of it after the frame that shows
 * the dialog (what an open dialog renders differently, prices and the latest
 * starred tokens, follows a frame later) instead of rendering before it.
 * Every close gives the dialog a new key, and the fresh one (empty search,
 * first option highlighted, list at the top) renders while it is closed, not
 * when the person opens it next. Focus returns to `button` after a close.
 */
export function usePickerOpening(button: RefObject<HTMLElement | null>): PickerOpening {
  const [state, setState] = useState({ mounted: false, open: false, session: 0 })
  const dialog = useRef<HTMLDialogElement>(null)
  // Shown by `show`, and React not told yet.
  const shownAhead = useRef(false)
  useFocusReturn(state.open, button)
  return {
    ...state,
    dialog,
    // Rendering the closed dialog must not hold up what the person is doing (a transition yields to input).
    prepare: () => startTransition(() => setState((s) => (s.mounted ? s : { ...s, mounted: true }))),
    show: () => {
      const element = dialog.current
      // Not rendered yet (its code still loading): it opens when it mounts.
      if (!element) return setState((s) => ({ ...s, mounted: true, open: true }))
      showPickerDialog(element)
      shownAhead.current = true
      afterNextPaint(() => {
        if (!shownAhead.current) return
        shownAhead.current = false
        setState((s) => ({ ...s, open: true }))
      })
    },
    close: () => {
      // Closed before React heard it was open (within its first frame): a fresh dialog, and focus back, all the same.
      if (shownAhead.current) {
        shownAhead.current = false
        button.current?.focus()
        return setState((s) => ({ ...s, session: s.session + 1 }))
      }
      // Called again by the dialog's own close event after a close by choice: only the first one counts.
      setState((s) => (s.open ? { mounted: true, open: false, session: s.session + 1 } : s))
    },
  }
}

/** Runs `then` in a task after the next frame has been produced (posted from that frame's animation callback). */
function afterNextPaint(then: () => void) {
  requestAnimationFrame(() => {
    const channel = new MessageChannel()
    channel.port1.onmessage = then
    channel.port2.postMessage(undefined)
  })
}
