import { t } from '@lingui/core/macro'
import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef } from 'react'
import { showPickerDialog } from './showPickerDialog'

/**
 * The modal both pickers open in: a titled header with a close button,
 * Escape and the backdrop handled by the browser's <dialog>. It stays in the
 * page while closed (a closed <dialog> is not rendered, nor in the
 * accessibility tree), so opening it again is `showModal` over rows already
 * there (`showPickerDialog`, which focuses the search box).
 */
export function PickerDialog(props: {
  /** Whether it is shown; a dialog that is mounted only while it shows leaves it out. */
  open?: boolean
  /** The <dialog> element, for a picker that opens it itself (usePickerOpening). */
  dialogRef?: RefObject<HTMLDialogElement | null>
  title: string
  onClose: () => void
  children: ReactNode
}) {
  const id = useId()
  const ownRef = useRef<HTMLDialogElement>(null)
  const dialog = props.dialogRef ?? ownRef
  const open = props.open ?? true
  // A layout effect: the dialog opens in the commit that rendered it, before the browser paints a frame.
  useLayoutEffect(() => {
    const element = dialog.current
    if (!element || element.open === open) return
    if (open) showPickerDialog(element)
    else element.close()
  }, [open, dialog])
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
