/**
 * Opens a picker's <dialog> as a modal with focus in its search box (the first text box). showModal focuses the
 * element marked autofocus: the search box at once, not the close button first (React's `autoFocus` does not
 * set the attribute, and runs while the dialog is closed, when nothing in it can take focus).
 */
export function showPickerDialog(element: HTMLDialogElement): void {
  if (element.open) return
  const search = element.querySelector<HTMLInputElement>('input')
  search?.setAttribute('autofocus', '')
  element.showModal()
  if (search && document.activeElement !== search) search.focus()
}
