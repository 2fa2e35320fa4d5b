import { type RefObject, useEffect, useRef } from 'react'

/**
 * Puts focus back on `target` once a dialog it opened has closed, however it
 * closed (a choice, Escape, the close button). It must wait until the dialog
 * is gone: while a modal dialog is open the rest of the page is inert and
 * cannot take focus.
 */
export function useFocusReturn(open: boolean, target: RefObject<HTMLElement | null>): void {
  const wasOpen = useRef(open)
  useEffect(() => {
    if (wasOpen.current && !open) target.current?.focus()
    wasOpen.current = open
  }, [open, target])
}
