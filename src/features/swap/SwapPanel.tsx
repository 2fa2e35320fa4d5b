import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react'
import type { QuoteResponse } from '../../api/schemas/quote'
import { defaultDestination } from '../../config/catalogue'
import type { NetworkResources } from '../../config/loadNetwork'
import { isNativeToken, type Token, tokenKey } from '../../config/token'
import { checkAddress } from '../../lib/addresses'
import { toDecimalString } from '../../lib/amounts'
import { formatUsd } from '../../lib/format'
import { checkFunds, maxSpendable } from '../../transfer/preflight'
import { QuoteStatus } from '../../transfer/QuoteStatus'
import { quoteSummaryLine } from '../../transfer/quoteSummaryLine'
import { StartStatus } from '../../transfer/StartStatus'
import { loadSlippage, type SlippageSetting, saveSlippage } from '../../transfer/slippageSetting'
import type { TransferState } from '../../transfer/useTransfer'
import { useTransferJourney } from '../../transfer/useTransferJourney'
import { useWallet } from '../../transfer/walletContext'
import { Button } from '../../ui/Button'
import { Later } from '../../ui/Later'
import { Notice } from '../../ui/Notice'
import { AmountFields } from './AmountFields'
import { buildQuoteRequest } from './buildQuoteRequest'
import { ModeSwitch } from './ModeSwitch'
import { RouteFields } from './RouteFields'
import { SlippageSettings } from './SlippageSettings'
import type { AmountDraft } from './SwapPanelSkeleton'
import { findToken, normalizeForMode, SWAP_MODES, type SwapFormValues } from './swapModes'
import { type SwapPanelOptions, type SwapPanelPart, submitLabel, typedAmounts } from './swapPanelOptions'
import { useTokenBalances } from './useTokenBalances'

// What a person sees only after typing an amount (or with transfers on this device) loads then, not with the form.
const QuoteSummary = lazy(() => import('./QuoteSummary').then((m) => ({ default: m.QuoteSummary })))
const QuoteChecks = lazy(() => import('../../transfer/QuoteChecks').then((m) => ({ default: m.QuoteChecks })))
const JourneyPanel = lazy(() => import('../../transfer/JourneyPanel').then((m) => ({ default: m.JourneyPanel })))
// Offers for a person short of gas, or a recipient without any: shown to few, loaded for them.
const PreflightNotice = lazy(() => import('./PreflightNotice').then((m) => ({ default: m.PreflightNotice })))
const NetworkSwitchNotice = lazy(() => import('./PreflightNotice').then((m) => ({ default: m.NetworkSwitchNotice })))
const GaslessOn = lazy(() => import('./GaslessOffer').then((m) => ({ default: m.GaslessOn })))
const GasTopupOffer = lazy(() => import('./GasTopupOffer').then((m) => ({ default: m.GasTopupOffer })))
const RecentTransfers = lazy(() =>
  import('../../transfer/RecentTransfers').then((m) => ({ default: m.RecentTransfers })),
)

export type { SwapPanelOptions, SwapPanelPart } from './swapPanelOptions'

const NATIVE = '0x0000000000000000000000000000000000000000'

/** The main form: pick what to do, chains, tokens and amount, review the quote, sign, follow it to the end. */
export function SwapPanel(props: {
  network: NetworkResources
  /** Opens the page's wallet chooser. */
  onConnect: () => void
  options?: SwapPanelOptions
  /** Every quote shown (undefined when none is). */
  onQuote?: (quote: QuoteResponse | undefined) => void
  /** Every change of the transfer's journey. */
  onTransferState?: (state: TransferState) => void
  /** What was typed in the skeleton the form replaces: its amounts, and which had the focus. */
  draft?: AmountDraft
}) {
  const { chains, profile } = props.network
  // Tokens found through the picker's search of the service's list join the catalogue's for this page.
  const [found, setFound] = useState<Token[]>([])
  const tokens = useMemo(() => [...props.network.tokens, ...found], [props.network.tokens, found])
  const { onQuote, onTransferState } = props
  const options = props.options ?? {}
  const hidden = (part: SwapPanelPart) => options.hidden?.includes(part) ?? false
  const [values, setValues] = useState<SwapFormValues>(() =>
    normalizeForMode(
      {
        mode: options.recipient ? 'send' : 'bridge',
        originChainId: chains[0]!.id,
        originToken: NATIVE,
        destinationChainId: defaultDestination(chains, props.network.listedChains)!.id,
        destinationToken: NATIVE,
        recipient: options.recipient ?? '',
        payText: '',
        receiveText: '',
        edited: 'pay',
        exactOutput: false,
        ...options.initial,
        ...typedAmounts(props.draft),
      },
      tokens,
    ),
  )
  const set = (patch: Partial<SwapFormValues>) => setValues((v) => normalizeForMode({ ...v, ...patch }, tokens))
  const pickToken = (side: 'originToken' | 'destinationToken', token: Token) => {
    const known = tokens.some((t) => tokenKey(t) === tokenKey(token))
    const next = known ? tokens : [...tokens, token]
    if (!known) setFound((f) => [...f, token])
    setValues((v) => normalizeForMode({ ...v, [side]: token.address }, next))
  }
  useEffect(() => {
    if (options.recipient)
      setValues((v) =>
        normalizeForMode({ ...v, recipient: options.recipient!, mode: v.mode === 'bridge' ? 'send' : v.mode }, tokens),
      )
  }, [options.recipient, tokens])

  const account = useWallet()
  const [takeFocus] = useState(() => props.draft?.focus)
  const [slippage, setSlippageState] = useState<SlippageSetting>(() =>
    options.slippageBps ? { mode: 'custom', bps: options.slippageBps } : loadSlippage(window.localStorage),
  )
  const setSlippage = (next: SlippageSetting) => {
    setSlippageState(next)
    saveSlippage(next, window.localStorage)
  }
  // Chosen by the person when they hold the token but no gas: the deposit becomes a signature (a permit).
  const [gasless, setGasless] = useState(false)
  const originToken = findToken(tokens, values.originChainId, values.originToken)
  const gaslessPossible = Boolean(originToken?.supportsPermit)
  const destinationToken = findToken(tokens, values.destinationChainId, values.destinationToken)
  const recipient = values.mode === 'send' ? checkAddress(values.recipient) : undefined
  const recipientAddress = recipient ? (recipient.ok ? recipient.address : undefined) : account.address
  const destinationChain = chains.find((c) => c.id === values.destinationChainId)
  // Chosen in the offer, which shows only when the recipient has no gas where a token output lands.
  const [topupGas, setTopupGas] = useState(false)
  const topupPossible = Boolean(destinationToken && !isNativeToken(destinationToken))
  const built = buildQuoteRequest({
    values,
    tokens,
    user: account.address,
    slippageBps: slippage.mode === 'custom' ? slippage.bps : undefined,
    referrer: options.referrer,
    usePermit: gasless,
    topupGas: topupGas && topupPossible,
  })
  const { review, transfer, busy, finished, journey, start, startState, cancelStart, startOver } = useTransferJourney({
    profile,
    request: built.ok ? built.request : undefined,
  })
  const quote = review.quote
  useEffect(() => onQuote?.(quote), [quote, onQuote])
  useEffect(() => onTransferState?.(transfer.state), [transfer.state, onTransferState])

  const chainName = (id: number) => chains.find((c) => c.id === id)?.name ?? `Chain ${id}`
  const { balances: originBalances, native: nativeBalance } = useTokenBalances({
    owner: account.address,
    chainId: values.originChainId,
    rpcUrl: chains.find((c) => c.id === values.originChainId)?.rpcUrls.default.http[0],
    tokens: tokens.filter((t) => t.chainId === values.originChainId),
  })
  const balance = originToken ? originBalances.get(originToken.address.toLowerCase()) : undefined
  const problem = quote
    ? checkFunds({ quote, chainName: chainName(values.originChainId), tokenBalance: balance, nativeBalance })
    : undefined
  const setMax = () => {
    if (balance === undefined || !originToken) return
    const quotedGas = quote?.fees.gas?.amount
    const max = maxSpendable({
      balance,
      isNative: isNativeToken(originToken),
      quotedGas: quotedGas ? BigInt(quotedGas) : undefined,
    })
    set({ payText: toDecimalString(max, originToken.decimals), edited: 'pay' })
  }
  const quotedOther = (() => {
    if (!quote) return ''
    const side = values.edited === 'pay' ? quote.details.currencyOut : quote.details.currencyIn
    const decimals = side?.currency?.decimals
    return side && decimals !== undefined ? toDecimalString(BigInt(side.amount), decimals) : ''
  })()

  const ids = { from: useId(), to: useId(), amountError: useId() }
  const fieldError =
    !built.ok && !built.silent && (built.field === 'pay' || built.field === 'receive') ? built : undefined
  const recipientError = !built.ok && !built.silent && built.field === 'recipient' ? built.message : undefined
  const kept = startState.kind === 'starting' || startState.kind === 'waiting' ? startState.kind : undefined
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault()
    if (!account.address) return props.onConnect()
    if (problem) return
    void start(quoteSummaryLine)
  }
  // Read from storage once a render (and not at all when hidden): it parses every remembered transfer.
  const recent = hidden('recentTransfers') ? [] : transfer.listRecent()
  const action =
    values.mode === 'bridge'
      ? `Bridge from ${chainName(values.originChainId)} to ${chainName(values.destinationChainId)}`
      : SWAP_MODES.find((m) => m.id === values.mode)!.label

  return (
    <div className="space-y-4">
      <form
        onSubmit={onSubmit}
        className="space-y-4 rounded-2xl bg-white p-5 shadow-sm"
        aria-label="Transfer"
        noValidate
      >
        <fieldset disabled={busy} className="min-w-0 space-y-4">
          {!hidden('modeSwitch') && <ModeSwitch value={values.mode} onChange={(mode) => set({ mode })} />}
          <RouteFields
            values={values}
            set={set}
            catalogue={{ ...props.network, tokens }}
            originBalances={originBalances}
            pickToken={pickToken}
            fixedTokens={options.fixedTokens}
            locked={options.locked}
            recipientError={recipientError}
            ids={ids}
          />
          <AmountFields
            values={values}
            set={set}
            quotedOther={quotedOther}
            tokens={{ origin: originToken, destination: destinationToken }}
            max={{ balance, onMax: setMax }}
            usd={{
              pay: formatUsd(quote?.details.currencyIn?.amountUsd),
              receive: formatUsd(quote?.details.currencyOut?.amountUsd),
            }}
            error={fieldError ? { id: ids.amountError, field: fieldError.field as 'pay' | 'receive' } : undefined}
            showExactOutput={!hidden('exactOutput')}
            takeFocus={takeFocus}
          />
          {topupPossible && destinationChain && recipientAddress && (
            <Suspense fallback={null}>
              <GasTopupOffer
                recipient={recipientAddress}
                chain={destinationChain}
                checked={topupGas}
                onChange={setTopupGas}
                quoted={quote?.details.currencyGasTopup}
              />
            </Suspense>
          )}
          {!hidden('slippage') && <SlippageSettings value={slippage} onChange={setSlippage} />}
        </fieldset>

        {fieldError && (
          <p id={ids.amountError} role="alert" className="text-sm text-red-700">
            {fieldError.message}
          </p>
        )}
        {!built.ok && built.field === 'route' && <Notice tone="warning">{built.message}</Notice>}
        <QuoteStatus review={review} busy={busy} loadingText="Getting the best quote…" />
        {quote && !journey && (
          <>
            <Later>
              <QuoteSummary quote={quote} refreshing={review.refreshing} />
              <QuoteChecks review={review} />
            </Later>
            {problem && (
              <Later>
                <PreflightNotice
                  shortfall={problem}
                  onGasless={gaslessPossible && !gasless ? () => setGasless(true) : undefined}
                />
              </Later>
            )}
            {gasless && gaslessPossible && !problem && (
              <Later>
                <GaslessOn onCancel={() => setGasless(false)} />
              </Later>
            )}
            {!problem && account.chainId !== undefined && account.chainId !== values.originChainId && (
              <Later>
                <NetworkSwitchNotice from={chainName(account.chainId)} to={chainName(values.originChainId)} />
              </Later>
            )}
          </>
        )}
        {transfer.state.kind !== 'idle' && (
          <Later>
            <JourneyPanel state={transfer.state} chains={chains} />
          </Later>
        )}

        {finished ? (
          // Distinct keys: were React to reuse this node as the submit button, the same click would submit the form.
          <Button key="new-transfer" variant="dark" onClick={startOver}>
            New transfer
          </Button>
        ) : (
          <Button
            key="submit"
            type="submit"
            variant="primary"
            disabled={busy || kept !== undefined || (Boolean(account.address) && (!review.ready || Boolean(problem)))}
          >
            {submitLabel({
              connected: Boolean(account.address),
              busy,
              hasQuote: Boolean(quote),
              problem: problem?.kind,
              action,
              gasless: gasless && gaslessPossible,
              start: kept,
            })}
          </Button>
        )}
        <StartStatus state={startState} onCancel={cancelStart} />
      </form>
      {recent.length > 0 && (
        <Later>
          <RecentTransfers transfers={recent} chains={chains} />
        </Later>
      )}
    </div>
  )
}
