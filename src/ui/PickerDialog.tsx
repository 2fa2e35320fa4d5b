import { t } from '@lingui/core/macro'
import { type ReactNode, useId, useLayoutEffect, useRef } from 'react'

/**
 * The modal both pickers open in: a titled header with a close button,
 * Escape and the backdrop handled by the browser's <dialog>. It stays in the
 * page while closed (a closed <dialog> is not rendered, nor in the
 * accessibility tree), so opening it again is `showModal` over rows already
 * there. Focus goes to the first text box inside (the search box): React's
 * `autoFocus` runs before the dialog is open, when nothing in it can take
 * focus, and showModal alone would focus the close button.
 */
export function PickerDialog(props: {
  /** Whether it is shown; a dialog that is mounted only while it shows leaves it out. */
  open?: boolean
  title: string
  onClose: () => void
  children: ReactNode
}) {
  const id = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const open = props.open ?? true
  // A layout effect: the dialog opens in the commit that rendered it, before the browser paints a frame.
  useLayoutEffect(() => {
    const element = dialog.current
    if (!element || element.open === open) return
    if (!open) return element.close()
    // showModal focuses the element marked autofocus: the search box at once, not the close button first.
    const search = element.querySelector<HTMLInputElement>('input')
    search?.setAttribute('autofocus', '')
    element.showModal()
    if (search && document.activeElement !== search) search.focus()
  }, [open])
  const close = () => {
    dialog.current?.close()
    props.onClose()
  }
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={props.onClose}
      className="m-auto w-[min(26rem,calc(100vw-1rem))] rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/40"
    >
      <div className="space-y-3 p-4">
        <div className="flex items-center justify-between">
          <h2 id={`${id}-title`} className="font-semibold text-slate-800">
            {props.title}
          </h2>
          <button
            type="button"
            onClick={close}
            className="rounded-md px-2 py-1 text-slate-600 hover:bg-slate-100"
            aria-label={t({ id: 'ui.dialog.close', message: 'Close' })}
          >
            ✕
          </button>
        </div>
        {props.children}
      </div>
    </dialog>
  )
}
