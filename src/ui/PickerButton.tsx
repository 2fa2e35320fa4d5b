import { Fragment, type ReactNode, type RefObject, Suspense, useRef } from 'react'
import { PickerFace } from './PickerFace'
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
    <PickerFace
      id={props.id}
      label={props.label}
      buttonRef={button}
      dataValue={props.dataValue}
      chosen={{ logoUrl: props.logoUrl, text: props.text, textClassName: props.textClassName }}
      button={{
        onClick: opening.show,
        onPointerEnter: opening.prepare,
        onPointerDown: opening.prepare,
        onFocus: opening.prepare,
        disabled: props.disabled,
        'aria-haspopup': 'dialog',
        'aria-labelledby': `${props.id}-label ${props.id}-value`,
        'aria-describedby': props.describedBy,
      }}
    >
      {props.children}
      {opening.mounted && (
        <Suspense fallback={null}>
          {/* A new key on every close: the next opening starts afresh (search, highlight, scroll). */}
          <Fragment key={opening.session}>
            {props.dialog({ open: opening.open, dialogRef: opening.dialog, onClose: opening.close })}
          </Fragment>
        </Suspense>
      )}
    </PickerFace>
  )
}
