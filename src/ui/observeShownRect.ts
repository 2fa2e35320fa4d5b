import { observeElementRect, type Rect, type Virtualizer } from '@tanstack/react-virtual'

/**
 * The virtualiser's `observeElementRect` for a list inside a <dialog>: while the dialog is closed the list has no
 * box, and its 0×0 is not a size to lay rows out for (the virtualiser would render none). It keeps the last size
 * it had, its `initialRect` at first, so the rows are in the page before `showModal` and in the frame that opens
 * the dialog; the list's real size comes from the ResizeObserver once it is shown.
 */
export function observeShownRect<T extends Element>(
  instance: Virtualizer<T, Element>,
  cb: (rect: Rect) => void,
): (() => void) | undefined {
  return observeElementRect(instance, (rect) => {
    if (rect.width > 0 || rect.height > 0) cb(rect)
  })
}
