import { lazy, Suspense } from 'react'
import type { QuoteResponse } from '../../api/schemas/quote'
import { vmTypeOf } from '../../config/catalogue'
import type { NetworkResources } from '../../config/loadNetwork'
import { formatUsd } from '../../lib/format'
import type { UseRecipientReturnType } from '../../transfer/recipient/useRecipient'
import { AmountFields } from './AmountFields'
import { ModeSwitch } from './ModeSwitch'
import { RouteFields } from './RouteFields'
import { SlippageSettings } from './SlippageSettings'
import type { SwapPanelOptions, SwapPanelPart } from './swapPanelOptions'
import { useAmountEstimate } from './useAmountEstimate'
import type { UseOriginFundsReturnType } from './useOriginFunds'
import type { UseSwapFormReturnType } from './useSwapForm'
import type { UseSwapOffersReturnType } from './useSwapOffers'

// An offer for a recipient without gas: shown to few, loaded for them.
const GasTopupOffer = lazy(() => import('./GasTopupOffer').then((m) => ({ default: m.GasTopupOffer })))

/** The form's fields: mode, route, amounts, the gas top-up offer and the slippage setting. */
export function SwapFormFields(props: {
  network: NetworkResources
  form: UseSwapFormReturnType
  funds: Pick<UseOriginFundsReturnType, 'balances' | 'balance'>
  onMax: () => void
  /** The most the route takes now (`routeLimit`), in the origin token's units. */
  limit?: bigint
  topup: UseSwapOffersReturnType['topup']
  options: SwapPanelOptions
  hidden: (part: SwapPanelPart) => boolean
  quote: QuoteResponse | undefined
  /** The amount the person did not type, from the quote. */
  quotedOther: string
  /** Who receives: the typed recipient when sending, else the connected wallet. */
  recipientAddress: string | undefined
  /** The send mode's recipient checks (the warning and its confirmation show under the field). */
  recipient: UseRecipientReturnType | undefined
  errors: { amount: { id: string; field: 'pay' | 'receive' } | undefined; recipient: string | undefined }
  ids: { from: string; to: string; confirmRecipient: string }
}) {
  const { form, options, hidden, quote, topup } = props
  const { values, set } = form
  const destinationChain = props.network.chains.find((c) => c.id === values.destinationChainId)
  // The top-up is EVM gas: a Solana recipient is not offered one.
  const topupShown = topup.possible && vmTypeOf(destinationChain) === 'evm'
  const estimate = useAmountEstimate({
    baseUrl: props.network.profile.apiUrl,
    values,
    origin: form.originToken,
    destination: form.destinationToken,
    quote,
  })
  return (
    <>
      {!hidden('modeSwitch') && <ModeSwitch value={values.mode} onChange={(mode) => set({ mode })} />}
      <RouteFields
        values={values}
        set={set}
        catalogue={{ ...props.network, tokens: form.tokens }}
        originBalances={props.funds.balances}
        pickToken={form.pickToken}
        fixedTokens={options.fixedTokens}
        locked={options.locked}
        recipientError={props.errors.recipient}
        recipient={props.recipient}
        ids={props.ids}
      />
      <AmountFields
        values={values}
        set={set}
        quotedOther={props.quotedOther}
        tokens={{ origin: form.originToken, destination: form.destinationToken }}
        max={{ balance: props.funds.balance, onMax: props.onMax }}
        limit={props.limit}
        usd={{
          pay: formatUsd(quote?.details.currencyIn?.amountUsd),
          receive: formatUsd(quote?.details.currencyOut?.amountUsd),
        }}
        estimate={estimate}
        error={props.errors.amount}
        showExactOutput={!hidden('exactOutput')}
        takeFocus={form.takeFocus}
      />
      {topupShown && destinationChain && props.recipientAddress && (
        <Suspense fallback={null}>
          <GasTopupOffer
            recipient={props.recipientAddress}
            chain={destinationChain}
            checked={topup.chosen}
            onChange={topup.choose}
            quoted={quote?.details.currencyGasTopup}
          />
        </Suspense>
      )}
      {!hidden('slippage') && <SlippageSettings value={form.slippage} onChange={form.setSlippage} />}
    </>
  )
}
