import type { ComponentProps, ReactNode, Ref } from 'react'

/**
 * A picker's label and button face: the chosen item's logo and name, and the arrow. The chain and token pickers
 * (PickerButton) and the form's skeleton and prerendered HTML draw this same face; the skeleton's has nothing chosen
 * yet (`chosen` absent): a shimmer where the logo and the name go (its row is inert).
 */
export function PickerFace(props: {
  /** The button's id; the label and the value are named after it. */
  id?: string
  label: string
  buttonRef?: Ref<HTMLButtonElement>
  dataValue?: string | number
  chosen?: { logoUrl?: string; text: string; textClassName: string }
  button?: Omit<ComponentProps<'button'>, 'id' | 'type' | 'className' | 'children' | 'ref'>
  /** What shows below the button (the chosen item's status). */
  children?: ReactNode
}) {
  const { id, chosen } = props
  return (
    <div className="min-w-0">
      <span id={id && `${id}-label`} className="block text-xs font-medium text-slate-600">
        {props.label}
      </span>
      <button
        ref={props.buttonRef}
        id={id}
        type="button"
        data-value={props.dataValue}
        {...props.button}
        className="mt-1 flex w-full items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm sm:gap-2 disabled:bg-slate-50 disabled:text-slate-500 sm:text-base"
      >
        {chosen ? (
          <>
            {chosen.logoUrl && (
              <img src={chosen.logoUrl} alt="" width={22} height={22} className="shrink-0 rounded-full" />
            )}
            <span id={id && `${id}-value`} className={chosen.textClassName}>
              {chosen.text}
            </span>
          </>
        ) : (
          <>
            <span className="size-[22px] shrink-0 animate-pulse rounded-full bg-slate-200" />
            {/* The shimmer gives way on narrow screens; the non-breaking space keeps a real name's line height. */}
            <span className="flex min-w-0 flex-1 items-center">
              <span className="h-3 w-full max-w-16 animate-pulse rounded bg-slate-200" />
              {'\u00a0'}
            </span>
          </>
        )}
        {/* Below 360 px the arrow gives its room to the name: the whole button opens the picker. */}
        <span aria-hidden className="text-slate-400 max-[359px]:hidden">
          ▾
        </span>
      </button>
      {props.children}
    </div>
  )
}
