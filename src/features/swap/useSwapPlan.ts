import type { NetworkResources } from '../../config/loadNetwork'
import { chainName } from '../../lib/chainName'
import type { Store } from '../../lib/createStore'
import type { TransferState } from '../../transfer/session/useTransfer'
import { useTransferJourney } from '../../transfer/session/useTransferJourney'
import { amountProblem, buildQuoteRequest } from './buildQuoteRequest'
import { nextStep } from './nextStep'
import { recipientCannotReceive } from './recipientCannotReceive'
import type { SwapPanelOptions } from './swapPanelOptions'
import type { useOriginFunds } from './useOriginFunds'
import { useRouteLimit } from './useRouteLimit'
import type { useSwapAccounts } from './useSwapAccounts'
import type { useSwapForm } from './useSwapForm'
import type { useSwapOffers } from './useSwapOffers'
import type { useSwapRecipient } from './useSwapRecipient'

/**
 * What the form asks and where it stands: the quote request built from what is typed, the journey (quote under
 * review, transfer), and what blocks it, in the order the main button names them.
 */
export function useSwapPlan(args: {
  network: NetworkResources
  options: SwapPanelOptions
  form: ReturnType<typeof useSwapForm>
  accounts: ReturnType<typeof useSwapAccounts>
  offers: ReturnType<typeof useSwapOffers>
  recipient: ReturnType<typeof useSwapRecipient>
  funds: ReturnType<typeof useOriginFunds>
  /** Where the transfer's state is written (SwapPanel's `transferStore`). */
  transferStore?: Store<TransferState>
}) {
  const { network, options, form, accounts, recipient, funds } = args
  const { chains, profile } = network
  const { values, set, slippage } = form
  const { sender } = accounts
  const { gasless, topup } = args.offers
  const limit = useRouteLimit({
    baseUrl: profile.apiUrl,
    originChainId: values.originChainId,
    destinationChainId: values.destinationChainId,
    origin: form.originToken,
    destination: form.destinationToken,
    user: accounts.originVm === 'evm' ? sender : undefined,
  })
  const built = buildQuoteRequest({
    values,
    tokens: form.tokens,
    user: sender,
    originVm: accounts.originVm,
    slippageBps: slippage.mode === 'custom' ? slippage.bps : undefined,
    referrer: options.referrer,
    swapSources: options.swapSources,
    usePermit: gasless.chosen,
    topupGas: topup.chosen && topup.possible && accounts.destinationVm === 'evm',
    recipient: recipient.check,
    appFees: options.appFees,
    balance: sender ? funds.balance : undefined,
    limit,
  })
  const nameOf = (id: number) => chainName(chains, id)
  const { review, transfer, busy, finished, journey, start, startState, cancelStart, startOver } = useTransferJourney({
    profile,
    request: built.ok ? built.request : undefined,
    typed: `${values.payText} ${values.receiveText}`,
    store: args.transferStore,
  })
  const quote = review.quote

  const { problem, maxPayText } = funds.against(quote, limit?.kind === 'upTo' ? limit.max : undefined)
  const onMax = () => {
    if (maxPayText !== undefined) set({ payText: maxPayText, edited: 'pay' })
  }

  const fieldError = amountProblem(built)
  const cannotReceive = recipientCannotReceive({
    error: review.error,
    recipientIsContract: recipient.checks?.verdict?.kind === 'confirm',
    symbol: form.destinationToken?.symbol,
    chainName: nameOf(values.destinationChainId),
  })
  const next = nextStep({
    built,
    hasQuote: Boolean(quote),
    error: review.error,
    destinationVm: accounts.destinationVm,
    recipientRefused: cannotReceive !== undefined,
  })
  const kept = startState.kind === 'starting' || startState.kind === 'waiting' ? startState.kind : undefined
  return {
    built,
    nameOf,
    review,
    transfer,
    busy,
    finished,
    journey,
    start,
    startState,
    cancelStart,
    startOver,
    quote,
    problem,
    onMax,
    fieldError,
    cannotReceive,
    next,
    kept,
    limit,
  }
}
