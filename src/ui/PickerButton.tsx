import { Fragment, type ReactNode, type RefObject, Suspense, useRef } from 'react'
import { usePickerOpening } from './usePickerOpening'

/** What a picker's dialog is given by its button: whether it is open, its element, and how it closes. */
export type PickerDialogSlot = {
  open: boolean
  dialogRef: RefObject<HTMLDialogElement | null>
  onClose: () => void
}

/**
 * A picker's label and button (the chosen item's logo and name), and its dialog mounted late: from the first sign
 * the person may open it (`usePickerOpening`), a fresh one after every close. The chain and token pickers are this
 * with their own face and dialog; the dialog is a lazy component, so its code loads then, not with the form.
 */
export function PickerButton(props: {
  /** The button's id; the label and the value are named after it. */
  id: string
  label: string
  /** The chosen item's logo, if any (only the image here: fallback badges load with the dialog). */
  logoUrl?: string
  /** The chosen item's name, or what to say when there is none. */
  text: string
  textClassName: string
  describedBy?: string
  dataValue?: string | number
  disabled?: boolean
  dialog: (slot: PickerDialogSlot) => ReactNode
  /** What shows below the button (the chosen item's status). */
  children?: ReactNode
}) {
  const button = useRef<HTMLButtonElement>(null)
  const opening = usePickerOpening(button)
  return (
    <div className="min-w-0">
      <span id={`${props.id}-label`} className="block text-xs font-medium text-slate-600">
        {props.label}
      </span>
      <button
        ref={button}
        id={props.id}
        type="button"
        onClick={opening.show}
        onPointerEnter={opening.prepare}
        onPointerDown={opening.prepare}
        onFocus={opening.prepare}
        disabled={props.disabled}
        aria-haspopup="dialog"
        aria-labelledby={`${props.id}-label ${props.id}-value`}
        aria-describedby={props.describedBy}
        data-value={props.dataValue}
        className="mt-1 flex w-full items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm sm:gap-2 disabled:bg-slate-50 disabled:text-slate-500 sm:text-base"
      >
        {props.logoUrl && <img src={props.logoUrl} alt="" width={22} height={22} className="shrink-0 rounded-full" />}
        <span id={`${props.id}-value`} className={props.textClassName}>
          {props.text}
        </span>
        {/* Below 360 px the arrow gives its room to the name: the whole button opens the picker. */}
        <span aria-hidden className="text-slate-400 max-[359px]:hidden">
          ▾
        </span>
      </button>
      {props.children}
      {opening.mounted && (
        <Suspense fallback={null}>
          {/* A new key on every close: the next opening starts afresh (search, highlight, scroll). */}
          <Fragment key={opening.session}>
            {props.dialog({ open: opening.open, dialogRef: opening.dialog, onClose: opening.close })}
          </Fragment>
        </Suspense>
      )}
    </div>
  )
}
