import { t } from '@lingui/core/macro'
import { type FerryChain, type ListedChain, vmTypeOf } from '../../config/catalogue'
import { chainChoices } from '../../config/chainChoices'
import type { Token } from '../../config/token'
import { RecipientField } from '../../transfer/recipient/RecipientField'
import type { UseRecipientReturnType } from '../../transfer/recipient/useRecipient'
import { firstTokenOf } from '../../transfer/session/transferRoute'
import type { UseTransferFormReturnType } from '../../transfer/session/useTransferForm'
import { TokenPicker } from '../../transfer/tokens/TokenPicker'
import { AmountField } from '../../ui/AmountField'
import { ChainPicker } from '../../ui/ChainPicker'
import { Field } from '../../ui/Field'
import { TextInput } from '../../ui/inputs'
import type { DepositAddressField, DepositAddressForm } from './depositAddressRequest'

/** Route, amount, recipient, and the exact amount with its refund address. */
export function DepositAddressFields(props: {
  form: UseTransferFormReturnType<DepositAddressForm>
  chains: readonly FerryChain[]
  listedChains: readonly ListedChain[]
  tokens: readonly Token[]
  /** The message for a field, once the person has tried to submit. */
  errorOf: (field: DepositAddressField) => string | undefined
  /** The recipient's checks: the resolved name and the contract warning show under the field. */
  recipient: UseRecipientReturnType
  ids: { from: string; to: string; amount: string; amountError: string; confirmRecipient: string }
}) {
  const { form, chains, listedChains, tokens, errorOf, ids } = props
  const { values, set } = form
  const origins = chainChoices({ chains, listed: listedChains, side: 'origin' })
  const destinations = chainChoices({ chains, listed: listedChains, side: 'destination' })
  const origin = chains.find((c) => c.id === values.originChainId)
  const solanaRefund = vmTypeOf(origin) === 'svm'
  const chainName = origin?.name
  return (
    <>
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-2">
        <ChainPicker
          id={ids.from}
          label={t({ id: 'depositAddress.from', message: 'From' })}
          value={values.originChainId}
          chains={origins}
          onChange={(id) => set({ originChainId: id, originToken: firstTokenOf(tokens, id) })}
        />
        <TokenPicker
          label={t({ id: 'depositAddress.token', message: 'Token' })}
          value={values.originToken}
          tokens={form.originTokens}
          onChange={(address) => set({ originToken: address })}
        />
      </div>
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-2">
        <ChainPicker
          id={ids.to}
          label={t({ id: 'depositAddress.to', message: 'To' })}
          value={values.destinationChainId}
          chains={destinations}
          onChange={(id) => set({ destinationChainId: id, destinationToken: firstTokenOf(tokens, id) })}
        />
        <TokenPicker
          label={t({ id: 'depositAddress.receiveToken', message: 'Receive token' })}
          value={values.destinationToken}
          tokens={form.destinationTokens}
          onChange={(address) => set({ destinationToken: address })}
        />
      </div>
      <AmountField
        id={ids.amount}
        label={t({ id: 'depositAddress.amount.send', message: 'You send' })}
        value={values.amountText}
        onChange={(amountText) => set({ amountText })}
        suffix={form.originToken?.symbol ?? ''}
        errorId={errorOf('amount') ? ids.amountError : undefined}
      />
      {errorOf('amount') && (
        <p id={ids.amountError} role="alert" className="text-sm text-red-700">
          {errorOf('amount')}
        </p>
      )}
      <RecipientField
        value={values.recipient}
        onChange={(recipient) => set({ recipient })}
        error={errorOf('recipient')}
        recipient={props.recipient}
        confirmId={ids.confirmRecipient}
      />
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-teal-700"
          checked={values.exact}
          onChange={(e) => set({ exact: e.target.checked })}
        />
        <span>
          {t({
            id: 'depositAddress.exact',
            message:
              'Exactly this amount: the address is tied to this transfer, and a different amount is refunded (or its excess is).',
          })}
        </span>
      </label>
      {values.exact && (
        <Field
          label={t({ id: 'depositAddress.refund.label', message: 'Refund address' })}
          hint={
            chainName === undefined
              ? t({
                  id: 'depositAddress.refund.hintNoChain',
                  message: 'On the origin chain: where a wrong amount goes back.',
                })
              : t({ id: 'depositAddress.refund.hint', message: `On ${chainName}: where a wrong amount goes back.` })
          }
          error={errorOf('refundTo')}
        >
          {(control) => (
            <TextInput
              {...control}
              mono
              dir="ltr"
              value={values.refundTo}
              onChange={(e) => set({ refundTo: e.target.value })}
              placeholder={
                solanaRefund ? t({ id: 'depositAddress.refund.solanaPlaceholder', message: 'A Solana address' }) : '0x…'
              }
            />
          )}
        </Field>
      )}
    </>
  )
}
