import { lazy, useId, useState } from 'react'
import { ApiError } from '../../api/ApiError'
import { defaultDestination } from '../../config/catalogue'
import { chainChoices } from '../../config/chainChoices'
import type { NetworkResources } from '../../config/loadNetwork'
import { isNativeToken } from '../../config/token'
import { depositInstructions } from '../../transfer/depositInstructions'
import { quoteSummaryLine } from '../../transfer/quoteSummaryLine'
import { useTransfer } from '../../transfer/useTransfer'
import { AmountField } from '../../ui/AmountField'
import { Button } from '../../ui/Button'
import { ChainPicker } from '../../ui/ChainPicker'
import { Field } from '../../ui/Field'
import { TextInput } from '../../ui/inputs'
import { Later } from '../../ui/Later'
import { Notice } from '../../ui/Notice'
import { TokenPicker } from '../../ui/TokenPicker'
import { type DepositAddressForm, depositAddressRequest } from './depositAddressRequest'

const JourneyPanel = lazy(() => import('../../transfer/JourneyPanel').then((m) => ({ default: m.JourneyPanel })))

/**
 * Pay from an exchange or any wallet: no wallet connection. The person names
 * the recipient (and, for an exact amount, a refund address), gets a deposit
 * address with what to send, and Ferry follows the request from `waiting` to
 * the fill or the refund, through reloads.
 */
export function DepositAddressPanel(props: { network: NetworkResources }) {
  const { chains, tokens, listedChains, profile } = props.network
  const nativeOf = (chainId: number) =>
    tokens.find((t) => t.chainId === chainId && isNativeToken(t))?.address ??
    tokens.find((t) => t.chainId === chainId)?.address ??
    ''
  const [form, setForm] = useState<DepositAddressForm>(() => ({
    originChainId: chains[0]!.id,
    originToken: nativeOf(chains[0]!.id),
    destinationChainId: defaultDestination(chains, listedChains)!.id,
    destinationToken: nativeOf(defaultDestination(chains, listedChains)!.id),
    amountText: '',
    recipient: '',
    exact: false,
    refundTo: '',
  }))
  const set = (patch: Partial<DepositAddressForm>) => setForm((f) => ({ ...f, ...patch }))
  const [asking, setAsking] = useState(false)
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const [showErrors, setShowErrors] = useState(false)
  const transfer = useTransfer({ baseUrl: profile.apiUrl, network: profile.id, websocketUrl: profile.websocketUrl })
  const { state } = transfer
  const busy = asking || state.kind === 'running'
  const finished = state.kind === 'done' || state.kind === 'error'
  const built = depositAddressRequest(form, tokens)
  const errorOf = (field: string) => (showErrors && !built.ok && built.field === field ? built.message : undefined)
  const ids = { from: useId(), to: useId(), amount: useId(), amountError: useId() }
  const origins = chainChoices({ chains, listed: listedChains, side: 'origin' })
  const destinations = chainChoices({ chains, listed: listedChains, side: 'destination' })
  const originToken = tokens.find((t) => t.chainId === form.originChainId && t.address === form.originToken)

  const ask = async (event: React.FormEvent) => {
    event.preventDefault()
    setShowErrors(true)
    if (!built.ok || busy) return
    setAsking(true)
    setProblem(undefined)
    try {
      const { getQuote } = await import('../../api/getQuote')
      const quote = await getQuote({ baseUrl: profile.apiUrl, request: built.request })
      const deposit = depositInstructions(quote, { strict: form.exact, refundTo: built.request.refundTo })
      await transfer.watch({
        deposit,
        summary: quoteSummaryLine(quote),
        destinationChainId: form.destinationChainId,
      })
    } catch (error) {
      setProblem(error instanceof ApiError || error instanceof Error ? error.message : String(error))
    } finally {
      setAsking(false)
    }
  }

  return (
    <form
      onSubmit={ask}
      aria-label="Transfer"
      noValidate
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm"
      data-testid="deposit-address-panel"
    >
      <p className="text-sm text-slate-600">
        Pay from an exchange or any wallet: Ferry gives you an address to send to, and delivers to the recipient. No
        wallet connection needed.
      </p>
      <fieldset disabled={busy || finished} className="min-w-0 space-y-4">
        <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-2">
          <ChainPicker
            id={ids.from}
            label="From"
            value={form.originChainId}
            chains={origins}
            onChange={(id) => set({ originChainId: id, originToken: nativeOf(id) })}
          />
          <TokenPicker
            label="Token"
            value={form.originToken}
            tokens={tokens.filter((t) => t.chainId === form.originChainId)}
            onChange={(address) => set({ originToken: address })}
          />
        </div>
        <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-2">
          <ChainPicker
            id={ids.to}
            label="To"
            value={form.destinationChainId}
            chains={destinations}
            onChange={(id) => set({ destinationChainId: id, destinationToken: nativeOf(id) })}
          />
          <TokenPicker
            label="Receive token"
            value={form.destinationToken}
            tokens={tokens.filter((t) => t.chainId === form.destinationChainId)}
            onChange={(address) => set({ destinationToken: address })}
          />
        </div>
        <AmountField
          id={ids.amount}
          label="You send"
          value={form.amountText}
          onChange={(amountText) => set({ amountText })}
          suffix={originToken?.symbol ?? ''}
          errorId={errorOf('amount') ? ids.amountError : undefined}
        />
        {errorOf('amount') && (
          <p id={ids.amountError} role="alert" className="text-sm text-red-700">
            {errorOf('amount')}
          </p>
        )}
        <Field label="Recipient address" error={errorOf('recipient')}>
          {(control) => (
            <TextInput
              {...control}
              mono
              value={form.recipient}
              onChange={(e) => set({ recipient: e.target.value })}
              placeholder="0x…"
            />
          )}
        </Field>
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-teal-700"
            checked={form.exact}
            onChange={(e) => set({ exact: e.target.checked })}
          />
          <span>
            Exactly this amount: the address is tied to this transfer, and a different amount is refunded (or its excess
            is).
          </span>
        </label>
        {form.exact && (
          <Field
            label="Refund address"
            hint={`On ${chains.find((c) => c.id === form.originChainId)?.name ?? 'the origin chain'}: where a wrong amount goes back.`}
            error={errorOf('refundTo')}
          >
            {(control) => (
              <TextInput
                {...control}
                mono
                value={form.refundTo}
                onChange={(e) => set({ refundTo: e.target.value })}
                placeholder="0x…"
              />
            )}
          </Field>
        )}
      </fieldset>
      {errorOf('route') && <Notice tone="warning">{errorOf('route')}</Notice>}
      {problem && (
        <Notice tone="error" testId="deposit-address-problem">
          {problem}
        </Notice>
      )}
      {state.kind !== 'idle' && (
        <Later>
          <JourneyPanel state={state} chains={chains} />
        </Later>
      )}
      {finished ? (
        <Button key="new" variant="dark" onClick={transfer.reset}>
          New transfer
        </Button>
      ) : state.kind === 'running' ? null : (
        <Button key="ask" type="submit" variant="primary" disabled={busy}>
          {asking ? 'Getting a deposit address…' : 'Get a deposit address'}
        </Button>
      )}
    </form>
  )
}
