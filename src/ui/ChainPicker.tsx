import { t } from '@lingui/core/macro'
import { lazy } from 'react'
import type { PickerChain } from './ChainPickerDialog'
import { PickerButton } from './PickerButton'

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
  const selected = props.chains.find((c) => c.id === props.value)
  const status = selected?.unavailable ?? selected?.note
  const statusId = `${props.id}-status`
  const chainId = props.value
  return (
    <PickerButton
      id={props.id}
      label={props.label}
      logoUrl={selected?.logoUrl}
      text={selected?.name ?? t({ id: 'ui.chainPicker.unknownChain', message: `Chain ${chainId}` })}
      textClassName="min-w-0 flex-1 text-start leading-tight"
      describedBy={status ? statusId : undefined}
      dataValue={props.value}
      disabled={props.disabled}
      dialog={(slot) => (
        <ChainPickerDialog
          {...slot}
          label={props.label}
          value={props.value}
          chains={props.chains}
          onPick={props.onChange}
        />
      )}
    >
      {status && (
        <p id={statusId} className="mt-1 text-xs text-amber-800" data-testid="chain-status">
          {status}
        </p>
      )}
    </PickerButton>
  )
}
