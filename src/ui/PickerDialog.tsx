import { t } from '@lingui/core/macro'
import { type ReactNode, useEffect, useId, useRef } from 'react'

/**
 * The modal both pickers open in: shown on mount, a titled header with a
 * close button, Escape and the backdrop handled by the browser's <dialog>.
 * Focus goes to the first text box inside (the search box): React's
 * `autoFocus` runs before the dialog is open, when nothing in it can take
 * focus, and showModal alone would focus the close button.
 */
export function PickerDialog(props: { title: string; onClose: () => void; children: ReactNode }) {
  const id = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    dialog.current?.showModal()
    dialog.current?.querySelector<HTMLInputElement>('input')?.focus()
  }, [])
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
