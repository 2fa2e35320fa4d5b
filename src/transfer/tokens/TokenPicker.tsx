import { t } from '@lingui/core/macro'
import { lazy, useId } from 'react'
import type { Token } from '../../config/token'
import { addressKey } from '../../lib/addressKey'
import { PickerButton } from '../../ui/PickerButton'
import type { TokenPickerDialogProps } from './TokenPickerDialog'

// The dialog (search, virtual list, prices) loads when a person opens it, not with the form.
const TokenPickerDialog = lazy(() => import('./TokenPickerDialog').then((m) => ({ default: m.TokenPickerDialog })))

/**
 * A token chooser: a button with the chosen token's logo and symbol that opens
 * the picker dialog. Focus returns to the button when it closes.
 */
export function TokenPicker(props: {
  label: string
  value: string
  tokens: Token[]
  balances?: ReadonlyMap<string, bigint>
  /** Where the dialog searches the service's list and finds prices; recent and starred tokens per network. */
  catalogue?: TokenPickerDialogProps['catalogue']
  /** The chosen token's address, and the token (which may come from the service's list, not `tokens`). */
  onChange: (address: string, token: Token) => void
  disabled?: boolean
}) {
  const id = useId()
  const selected = props.tokens.find((t) => addressKey(t.address) === addressKey(props.value))
  return (
    <PickerButton
      id={id}
      label={props.label}
      logoUrl={selected?.logoURI}
      text={selected?.symbol ?? t({ id: 'ui.tokenPicker.choose', message: 'Choose' })}
      textClassName="min-w-0 flex-1 truncate text-start"
      disabled={props.disabled}
      dialog={(slot) => (
        <TokenPickerDialog
          {...slot}
          label={props.label}
          value={props.value}
          tokens={props.tokens}
          balances={props.balances}
          catalogue={props.catalogue}
          onPick={(token) => props.onChange(token.address, token)}
        />
      )}
    />
  )
}
