import { type ReactNode, useId } from 'react'

/** What a control inside a Field spreads onto itself: its id and the links to the hint and the error. */
export type FieldControlProps = {
  id: string
  'aria-describedby': string | undefined
  'aria-invalid': true | undefined
}

/**
 * A labelled control with an optional hint and error, linked for screen
 * readers: the error is announced and marks the control invalid.
 */
export function Field(props: {
  label: ReactNode
  hint?: ReactNode
  error?: string | undefined
  /** Shown right of the label (a balance). */
  aside?: ReactNode
  children: (control: FieldControlProps) => ReactNode
}) {
  const id = useId()
  const hintId = props.hint ? `${id}-hint` : undefined
  const errorId = props.error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className="min-w-0">
      <div className="flex justify-between gap-2">
        <label htmlFor={id} className={LABEL_CLASS}>
          {props.label}
        </label>
        {props.aside}
      </div>
      {props.children({ id, 'aria-describedby': describedBy, 'aria-invalid': props.error ? true : undefined })}
      {props.hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {props.error}
        </p>
      )}
    </div>
  )
}

/** The style of a field's label (also for labels outside a Field, such as a picker's). */
export const LABEL_CLASS = 'block text-xs font-medium text-slate-600'
