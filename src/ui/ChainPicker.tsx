import { lazy, Suspense, useRef, useState } from 'react'
import type { PickerChain } from './ChainPickerDialog'
import { useFocusReturn } from './useFocusReturn'

// The dialog loads when a person opens it, not with the form.
const ChainPickerDialog = lazy(() => import('./ChainPickerDialog').then((m) => ({ default: m.ChainPickerDialog })))

/** A chain the service lists that cannot be chosen here, and why. */
export type UnavailableChain = { id: number; name: string; reason: string; logoUrl?: string }

/**
 * A chain chooser: a button with the chosen chain's logo and name that opens
 * a dialog of every chain the service lists (those that cannot be chosen
 * shown with the reason). The chosen chain's status message shows below.
 */
export function ChainPicker(props: {
  id: string
  label: string
  value: number
  chains: readonly { id: number; name: string; iconUrl?: string }[]
  unavailable?: readonly UnavailableChain[]
  /** The service's message about the chosen chain, if it has one. */
  statusMessage?: string
  onChange: (id: number) => void
  disabled?: boolean
}) {
  const button = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const selected = props.chains.find((c) => c.id === props.value)
  const statusId = `${props.id}-status`
  useFocusReturn(open, button)
  const close = () => setOpen(false)
  const listed: PickerChain[] = [
    ...props.chains.map((c) => ({ id: c.id, name: c.name, logoUrl: c.iconUrl })),
    ...(props.unavailable ?? []).map((c) => ({ id: c.id, name: c.name, logoUrl: c.logoUrl, unavailable: c.reason })),
  ]
  return (
    <div className="min-w-0">
      <span id={`${props.id}-label`} className="block text-xs font-medium text-slate-600">
        {props.label}
      </span>
      <button
        ref={button}
        id={props.id}
        type="button"
        onClick={() => setOpen(true)}
        disabled={props.disabled}
        aria-haspopup="dialog"
        aria-labelledby={`${props.id}-label ${props.id}-value`}
        aria-describedby={props.statusMessage ? statusId : undefined}
        data-value={props.value}
        className="mt-1 flex w-full items-center gap-2 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm disabled:bg-slate-50 disabled:text-slate-500 sm:text-base"
      >
        {selected?.iconUrl && (
          <img src={selected.iconUrl} alt="" width={22} height={22} className="shrink-0 rounded-full" />
        )}
        <span id={`${props.id}-value`} className="min-w-0 flex-1 truncate text-left">
          {selected?.name ?? `Chain ${props.value}`}
        </span>
        <span aria-hidden className="text-slate-400">
          ▾
        </span>
      </button>
      {props.statusMessage && (
        <p id={statusId} className="mt-1 text-xs text-amber-800" data-testid="chain-status">
          {props.statusMessage}
        </p>
      )}
      {open && (
        <Suspense fallback={null}>
          <ChainPickerDialog
            label={props.label}
            value={props.value}
            chains={listed}
            onPick={props.onChange}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  )
}
