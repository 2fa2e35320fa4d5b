import { t } from '@lingui/core/macro'
import { lazy, Suspense, useRef } from 'react'
import type { PickerChain } from './ChainPickerDialog'
import { usePickerOpening } from './usePickerOpening'

// The dialog loads when a person opens it, not with the form.
const ChainPickerDialog = lazy(() => import('./ChainPickerDialog').then((m) => ({ default: m.ChainPickerDialog })))

/**
 * A chain chooser: a button with the chosen chain's logo and name that opens
 * a dialog of every chain the service lists (those that cannot be chosen on
 * this side shown with the reason). What to know about the chosen chain (the
 * service's note, or why it cannot be chosen here) shows below.
 */
export function ChainPicker(props: {
  id: string
  label: string
  value: number
  /** Every chain to list, choosable or not (config/chainChoices). */
  chains: readonly PickerChain[]
  onChange: (id: number) => void
  disabled?: boolean
}) {
  const button = useRef<HTMLButtonElement>(null)
  const opening = usePickerOpening(button)
  const selected = props.chains.find((c) => c.id === props.value)
  const status = selected?.unavailable ?? selected?.note
  const statusId = `${props.id}-status`
  const chainId = props.value
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
        aria-describedby={status ? statusId : undefined}
        data-value={props.value}
        className="mt-1 flex w-full items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm sm:gap-2 disabled:bg-slate-50 disabled:text-slate-500 sm:text-base"
      >
        {selected?.logoUrl && (
          <img src={selected.logoUrl} alt="" width={22} height={22} className="shrink-0 rounded-full" />
        )}
        <span id={`${props.id}-value`} className="min-w-0 flex-1 text-start leading-tight">
          {selected?.name ?? t({ id: 'ui.chainPicker.unknownChain', message: `Chain ${chainId}` })}
        </span>
        {/* Below 360 px the arrow gives its room to the name: the whole button opens the picker. */}
        <span aria-hidden className="text-slate-400 max-[359px]:hidden">
          ▾
        </span>
      </button>
      {status && (
        <p id={statusId} className="mt-1 text-xs text-amber-800" data-testid="chain-status">
          {status}
        </p>
      )}
      {opening.mounted && (
        <Suspense fallback={null}>
          <ChainPickerDialog
            key={opening.session}
            open={opening.open}
            dialogRef={opening.dialog}
            label={props.label}
            value={props.value}
            chains={props.chains}
            onPick={props.onChange}
            onClose={opening.close}
          />
        </Suspense>
      )}
    </div>
  )
}
