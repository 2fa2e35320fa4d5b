import { t } from '@lingui/core/macro'
import { lazy, useId, useState } from 'react'
import { vmTypeOf } from '../../config/catalogue'
import type { NetworkResources } from '../../config/loadNetwork'
import { AppFeeRefused } from '../../transfer/fees/AppFeeRefused'
import type { AppFeeSetting } from '../../transfer/fees/appFeePolicy'
import type { SwapSourceChoice } from '../../transfer/quote/swapSourceBody'
import { useRecipient } from '../../transfer/recipient/useRecipient'
import { useRecipientGate } from '../../transfer/recipient/useRecipientGate'
import { defaultRoute, firstTokenOf } from '../../transfer/session/transferRoute'
import { useTransferForm } from '../../transfer/session/useTransferForm'
import { Button } from '../../ui/Button'
import { Later } from '../../ui/Later'
import { Notice } from '../../ui/Notice'
import { DepositAddressFields } from './DepositAddressFields'
import { type DepositAddressField, type DepositAddressForm, depositAddressRequest } from './depositAddressRequest'
import { useArrivedAmount } from './useArrivedAmount'
import { useDepositAddress } from './useDepositAddress'

const JourneyPanel = lazy(() =>
  import('../../transfer/session/JourneyPanel').then((m) => ({ default: m.JourneyPanel })),
)

/**
 * Pay from an exchange or any wallet: no wallet connection. The person names
 * the recipient (and, for an exact amount, a refund address), gets a deposit
 * address with what to send, and Ferry follows the request from `waiting` to
 * the fill or the refund, through reloads. The site's fees (`appFees`) go
 * with the quote and are named with what to send; above the cap, no address is asked.
 */
export function DepositAddressPanel(props: {
  network: NetworkResources
  appFees?: AppFeeSetting
  /** The embed's swap sources, sent with the quote as the swap form sends them. */
  swapSources?: SwapSourceChoice
}) {
  const { chains, tokens, listedChains, profile } = props.network
  const form = useTransferForm<DepositAddressForm>({
    tokens,
    initial: () => ({
      ...defaultRoute({ chains, listedChains, tokenOf: (chainId) => firstTokenOf(tokens, chainId) }),
      amountText: '',
      recipient: '',
      exact: false,
      refundTo: '',
    }),
  })
  const [showErrors, setShowErrors] = useState(false)
  const { transfer, asking, problem, ask } = useDepositAddress({ profile, appFees: props.appFees })
  const { state } = transfer
  const arrived = useArrivedAmount(state, profile)
  const running = state.kind === 'running'
  const busy = asking || running
  const finished = state.kind === 'done' || state.kind === 'error'
  const recipient = useRecipient({
    text: form.values.recipient,
    network: props.network,
    destinationChainId: form.values.destinationChainId,
  })
  const built = depositAddressRequest({
    form: form.values,
    tokens,
    checkedRecipient: recipient.check,
    appFees: props.appFees,
    originVm: vmTypeOf(chains.find((c) => c.id === form.values.originChainId)),
    swapSources: props.swapSources,
  })
  // The site's fee is no mistake of the person's: it is said at once, and nothing is asked while it is unknown.
  const feeProblem = !built.ok && built.field === 'fee' ? built : undefined
  const refused = recipient.verdict?.kind === 'refused'
  const errorOf = (field: DepositAddressField) =>
    (showErrors || (field === 'recipient' && refused)) && !built.ok && built.field === field ? built.message : undefined
  const ids = { from: useId(), to: useId(), amount: useId(), amountError: useId(), confirmRecipient: useId() }
  const gate = useRecipientGate({ blocker: recipient.blocker, confirmId: ids.confirmRecipient })

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    setShowErrors(true)
    if (!built.ok || busy) return
    const { exact, destinationChainId } = form.values
    gate.request(() => void ask({ request: built.request, exact, destinationChainId }))
  }

  return (
    <form
      onSubmit={onSubmit}
      aria-label={t({ id: 'depositAddress.form.label', message: 'Transfer' })}
      noValidate
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm"
      data-testid="deposit-address-panel"
    >
      <p className="text-sm text-slate-600">
        {t({
          id: 'depositAddress.intro',
          message:
            'Pay from an exchange or any wallet: Ferry gives you an address to send to, and delivers to the recipient. No wallet connection needed.',
        })}
      </p>
      <fieldset disabled={busy || finished} className="min-w-0 space-y-4">
        <DepositAddressFields
          form={form}
          chains={chains}
          listedChains={listedChains}
          tokens={tokens}
          errorOf={errorOf}
          recipient={recipient}
          ids={ids}
        />
      </fieldset>
      {errorOf('route') && <Notice tone="warning">{errorOf('route')}</Notice>}
      {feeProblem && !feeProblem.silent && <AppFeeRefused message={feeProblem.message} />}
      {gate.said && (
        <p role="alert" className="text-sm text-amber-800" data-testid="recipient-blocker">
          {gate.said}
        </p>
      )}
      {problem && (
        <Notice tone="error" testId="deposit-address-problem">
          {problem}
        </Notice>
      )}
      {state.kind !== 'idle' && (
        <Later>
          <JourneyPanel transfer={transfer.store} chains={chains} arrived={arrived} apiUrl={profile.apiUrl} />
        </Later>
      )}
      {finished ? (
        <Button key="new" variant="dark" onClick={transfer.reset}>
          {t({ id: 'depositAddress.newTransfer', message: 'New transfer' })}
        </Button>
      ) : running ? null : (
        <Button key="ask" type="submit" variant="primary" disabled={busy || Boolean(feeProblem)}>
          {asking
            ? t({ id: 'depositAddress.submit.asking', message: 'Getting a deposit address…' })
            : t({ id: 'depositAddress.submit.start', message: 'Get a deposit address' })}
        </Button>
      )}
    </form>
  )
}
