import { t } from '@lingui/core/macro'
import { lazy, Suspense, useId, useRef } from 'react'
import type { Token } from '../config/token'
import { addressKey } from '../lib/addressKey'
import type { TokenPickerDialogProps } from './TokenPickerDialog'
import { usePickerOpening } from './usePickerOpening'

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
  const button = useRef<HTMLButtonElement>(null)
  const opening = usePickerOpening(button)
  const selected = props.tokens.find((t) => addressKey(t.address) === addressKey(props.value))

  return (
    <div className="min-w-0">
      <span id={`${id}-label`} className="block text-xs font-medium text-slate-600">
        {props.label}
      </span>
      <button
        ref={button}
        type="button"
        onClick={opening.show}
        onPointerEnter={opening.prepare}
        onPointerDown={opening.prepare}
        onFocus={opening.prepare}
        disabled={props.disabled}
        aria-haspopup="dialog"
        aria-labelledby={`${id}-label ${id}-value`}
        className="mt-1 flex w-full items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm sm:gap-2 disabled:bg-slate-50 disabled:text-slate-500 sm:text-base"
      >
        {/* Only the logo itself here: the fallback badges load with the dialog. */}
        {selected?.logoURI && (
          <img src={selected.logoURI} alt="" width={22} height={22} className="shrink-0 rounded-full" />
        )}
        <span id={`${id}-value`} className="min-w-0 flex-1 truncate text-start">
          {selected?.symbol ?? t({ id: 'ui.tokenPicker.choose', message: 'Choose' })}
        </span>
        {/* Below 360 px the arrow gives its room to the name: the whole button opens the picker. */}
        <span aria-hidden className="text-slate-400 max-[359px]:hidden">
          ▾
        </span>
      </button>
      {opening.mounted && (
        <Suspense fallback={null}>
          <TokenPickerDialog
            key={opening.session}
            open={opening.open}
            dialogRef={opening.dialog}
            label={props.label}
            value={props.value}
            tokens={props.tokens}
            balances={props.balances}
            catalogue={props.catalogue}
            onPick={(token) => props.onChange(token.address, token)}
            onClose={opening.close}
          />
        </Suspense>
      )}
    </div>
  )
}
