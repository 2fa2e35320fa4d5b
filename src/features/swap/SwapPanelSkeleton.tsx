import { t } from '@lingui/core/macro'
import { useContext, useSyncExternalStore } from 'react'
import { RecipientAddressField } from '../../transfer/recipient/RecipientAddressField'
import { PickerFace } from '../../ui/PickerFace'
import { AmountDraftContext } from './AmountDraftContext'
import { AmountInputs } from './AmountInputs'
import { typedIntoDraft } from './amountDraft'
import { ModeSwitch } from './ModeSwitch'
import { SettingsFold } from './SettingsFold'
import { SubmitButton } from './SubmitButton'
import type { SwapMode } from './swapModes'
import type { SwapPanelPart } from './swapPanelOptions'

/**
 * The form's own shape while its catalogue (and its code) are on their way:
 * the same card, rows and heights, with the amounts already typeable. What
 * is typed here is kept in the `draft` store and becomes the form's first values, the
 * focus included, so the swap to the real form moves nothing and loses nothing.
 * Small on purpose: it is all of the form the first load brings. Every part is the form's own component, given what
 * is known before the catalogue (AmountInputs, PickerFace, ModeSwitch, RecipientAddressField, SettingsFold,
 * SubmitButton), so the two cannot drift apart.
 */
export function SwapPanelSkeleton(props: {
  mode: SwapMode
  /** Parts the form hides (others in the list are ignored). */
  hidden?: readonly string[]
  /** The recipient a send starts with. */
  recipient?: string
  /** Said to screen readers, and on the button: what is being waited for. */
  status: string
}) {
  // Every page that draws the skeleton provides the draft (the boots, the build's prerender).
  const store = useContext(AmountDraftContext)!
  // Read here rather than through lib/useStore: importing that shared module regrouped the first load's chunks
  // and cost it one more file (npm run size).
  const draft = useSyncExternalStore(store.subscribe, store.get, store.get)
  const hidden = (part: SwapPanelPart) => props.hidden?.includes(part) ?? false
  const singleChain = props.mode === 'wrap' || props.mode === 'unwrap'
  const type = (field: 'pay' | 'receive', text: string) => store.set(typedIntoDraft(store.get(), field, text))
  // Kept as it changes: when the form replaces the skeleton it reads this while rendering, before the swap.
  const focusOf = (field: 'pay' | 'receive') => ({
    onFocus: () => store.set({ ...store.get(), focus: field }),
    onBlur: () => store.set({ ...store.get(), focus: undefined }),
  })
  return (
    <div className="space-y-4">
      <form
        className="space-y-4 rounded-2xl bg-white p-5 shadow-sm"
        aria-label={t({ id: 'swap.form.label', message: 'Transfer' })}
        aria-busy="true"
        noValidate
        onSubmit={(e) => e.preventDefault()}
        data-testid="form-skeleton"
      >
        {!hidden('modeSwitch') && (
          // `data-part`: what the prerendered first paint removes when the configuration hides it (src/prerender).
          <fieldset disabled className="min-w-0" data-part="modeSwitch">
            <ModeSwitch value={props.mode} onChange={() => {}} />
          </fieldset>
        )}
        <PickerRow
          label={singleChain ? t({ id: 'swap.chain', message: 'Chain' }) : t({ id: 'swap.from', message: 'From' })}
          tokenLabel={t({ id: 'swap.token', message: 'Token' })}
        />
        {!singleChain && (
          <PickerRow
            label={t({ id: 'swap.to', message: 'To' })}
            tokenLabel={t({ id: 'swap.receiveToken', message: 'Receive token' })}
          />
        )}
        {props.mode === 'send' && <RecipientAddressField value={props.recipient ?? ''} />}
        <AmountInputs
          pay={{
            value: draft.payText,
            onChange: (text) => type('pay', text),
            suffix: draft.symbols?.[0] ?? '',
            takeFocus: draft.focus === 'pay',
            ...focusOf('pay'),
          }}
          receive={{
            value: draft.receiveText,
            onChange: (text) => type('receive', text),
            suffix: draft.symbols?.[1] ?? '',
            takeFocus: draft.focus === 'receive',
            ...focusOf('receive'),
          }}
          exactOutput={hidden('exactOutput') ? undefined : { checked: false }}
        />
        {!hidden('slippage') && <SettingsFold />}
        <p role="status" className="sr-only">
          {props.status}
        </p>
        <SubmitButton label={props.status} disabled />
      </form>
    </div>
  )
}

/** A chain and a token button, waiting: the real pickers' face (label, box, arrow) with a shimmer where the name goes. */
function PickerRow(props: { label: string; tokenLabel: string }) {
  return (
    // Inert: nothing to pick yet, nothing to focus or to read out.
    <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-2" inert>
      <PickerFace label={props.label} />
      <PickerFace label={props.tokenLabel} />
    </div>
  )
}
