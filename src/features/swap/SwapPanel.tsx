import { useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, type ReactNode, Suspense, useEffect, useId, useState } from 'react'
import { quoteQueryOptions } from '../../api/quoteQueryOptions'
import type { QuoteResponse } from '../../api/schemas/quote'
import type { NetworkResources } from '../../config/loadNetwork'
import { isNativeToken } from '../../config/token'
import { formatAmount, toDecimalString } from '../../lib/amounts'
import { useDebouncedValue } from '../../lib/useDebouncedValue'
import { TransactionRevertedError } from '../../transfer/errors'
import { maxSpendable, preflight } from '../../transfer/preflight'
import { impactLevel, impactPercent } from '../../transfer/priceImpact'
import { MAX_QUOTE_AGE_MS, needsReacceptance } from '../../transfer/quoteDrift'
import { quoteSummaryLine } from '../../transfer/quoteSummaryLine'
import { loadSlippage, type SlippageSetting, saveSlippage } from '../../transfer/slippageSetting'
import { type TransferState, useTransfer } from '../../transfer/useTransfer'
import { useWallet } from '../../transfer/walletContext'
import { AmountField } from '../../ui/AmountField'
import { ChainSelect } from '../../ui/ChainSelect'
import { Notice } from '../../ui/Notice'
import { TokenPicker } from '../../ui/TokenPicker'
import { TxHash } from '../../ui/TxHash'
import { buildQuoteRequest } from './buildQuoteRequest'
import { ModeSwitch } from './ModeSwitch'
import { SlippageSettings } from './SlippageSettings'
import { findToken, normalizeForMode, SWAP_MODES, type SwapFormValues } from './swapModes'
import { useTokenBalances } from './useTokenBalances'

// What a person sees only after typing an amount (or with transfers on this device) loads then, not with the form.
const QuoteSummary = lazy(() => import('./QuoteSummary').then((m) => ({ default: m.QuoteSummary })))
const TransferProgress = lazy(() =>
  import('../../transfer/TransferProgress').then((m) => ({ default: m.TransferProgress })),
)
const TransferOutcome = lazy(() =>
  import('../../transfer/TransferOutcome').then((m) => ({ default: m.TransferOutcome })),
)
const RecentTransfers = lazy(() =>
  import('../../transfer/RecentTransfers').then((m) => ({ default: m.RecentTransfers })),
)
const Later = (props: { children: ReactNode }) => (
  <Suspense
    fallback={
      <p role="status" className="text-sm text-slate-500">
        Loading…
      </p>
    }
  >
    {props.children}
  </Suspense>
)

/** Parts of the form a host can hide (the embed's `hide` option). */
export type SwapPanelPart = 'modeSwitch' | 'slippage' | 'exactOutput' | 'recentTransfers'

/** How a page presets the form: the demo site passes nothing, the embed its configuration. */
export type SwapPanelOptions = {
  /** First values of the form; the person can change them unless the side is locked. */
  initial?: Partial<
    Pick<
      SwapFormValues,
      'mode' | 'originChainId' | 'originToken' | 'destinationChainId' | 'destinationToken' | 'recipient' | 'payText'
    >
  >
  /** A host's recipient (`setRecipient`): the form switches to send to it. */
  recipient?: string
  locked?: { origin?: boolean; destination?: boolean }
  hidden?: readonly SwapPanelPart[]
  /** Slippage to start from instead of the one remembered on this device. */
  slippageBps?: number
  /** Sent as `referrer` with every quote request. */
  referrer?: string
}

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
}) {
  const { chains, tokens, profile } = props.network
  const { onQuote, onTransferState } = props
  const options = props.options ?? {}
  const hidden = (part: SwapPanelPart) => options.hidden?.includes(part) ?? false
  const [values, setValues] = useState<SwapFormValues>(() =>
    normalizeForMode(
      {
        mode: options.recipient ? 'send' : 'bridge',
        originChainId: chains[0]!.id,
        originToken: '0x0000000000000000000000000000000000000000',
        destinationChainId: (chains[1] ?? chains[0]!).id,
        destinationToken: '0x0000000000000000000000000000000000000000',
        recipient: options.recipient ?? '',
        payText: '',
        receiveText: '',
        edited: 'pay',
        exactOutput: false,
        ...options.initial,
      },
      tokens,
    ),
  )
  const set = (patch: Partial<SwapFormValues>) => setValues((v) => normalizeForMode({ ...v, ...patch }, tokens))
  useEffect(() => {
    if (options.recipient)
      setValues((v) =>
        normalizeForMode({ ...v, recipient: options.recipient!, mode: v.mode === 'bridge' ? 'send' : v.mode }, tokens),
      )
  }, [options.recipient, tokens])
  const account = useWallet()
  const queryClient = useQueryClient()
  const transfer = useTransfer({ baseUrl: profile.apiUrl, network: profile.id, websocketUrl: profile.websocketUrl })
  useEffect(() => onTransferState?.(transfer.state), [transfer.state, onTransferState])
  const busy = transfer.state.kind === 'running'
  const journey =
    transfer.state.kind === 'running' || transfer.state.kind === 'done' || transfer.state.kind === 'error'
      ? transfer.state
      : undefined
  const finished = transfer.state.kind === 'done' || transfer.state.kind === 'error'
  const modeLabel = SWAP_MODES.find((m) => m.id === values.mode)!.label

  const [slippage, setSlippageState] = useState<SlippageSetting>(() =>
    options.slippageBps ? { mode: 'custom', bps: options.slippageBps } : loadSlippage(window.localStorage),
  )
  const setSlippage = (next: SlippageSetting) => {
    setSlippageState(next)
    saveSlippage(next, window.localStorage)
  }
  const built = buildQuoteRequest({
    values,
    tokens,
    user: account.address,
    slippageBps: slippage.mode === 'custom' ? slippage.bps : undefined,
    referrer: options.referrer,
  })
  const debouncedRequest = useDebouncedValue(built.ok ? built.request : undefined, 500)
  const quote = useQuery(
    quoteQueryOptions({ baseUrl: profile.apiUrl, request: debouncedRequest, refresh: !busy && !finished }),
  )
  // A quote is shown only for what the form says now, never for what it said 500 ms ago.
  const quoteMatchesForm = built.ok && JSON.stringify(debouncedRequest) === JSON.stringify(built.request)
  const currentQuote = quoteMatchesForm ? quote.data : undefined
  useEffect(() => onQuote?.(currentQuote), [currentQuote, onQuote])

  // The output the person has seen for this request; a later quote that falls beyond slippage must be accepted again.
  const requestKey = JSON.stringify(debouncedRequest)
  const currentOut = currentQuote?.details.currencyOut?.amount
  const [accepted, setAccepted] = useState<{ key: string; out: bigint } | undefined>(undefined)
  useEffect(() => {
    if (currentOut !== undefined && accepted?.key !== requestKey)
      setAccepted({ key: requestKey, out: BigInt(currentOut) })
  }, [currentOut, requestKey, accepted?.key])
  const drifted =
    currentQuote &&
    accepted?.key === requestKey &&
    needsReacceptance({ acceptedOut: accepted.out, current: currentQuote })
  const impact = currentQuote ? impactLevel(currentQuote) : 'none'
  const [impactConfirmedFor, setImpactConfirmedFor] = useState<string | undefined>(undefined)
  const impactBlocks = impact === 'confirm' && impactConfirmedFor !== requestKey

  const chainName = (id: number) => chains.find((c) => c.id === id)?.name ?? `Chain ${id}`
  const originTokens = tokens.filter((t) => t.chainId === values.originChainId)
  const { balances: originBalances, native: nativeBalance } = useTokenBalances({
    owner: account.address,
    chainId: values.originChainId,
    rpcUrl: chains.find((c) => c.id === values.originChainId)?.rpcUrls.default.http[0],
    tokens: originTokens,
  })
  const originToken = findToken(tokens, values.originChainId, values.originToken)
  const destinationToken = findToken(tokens, values.destinationChainId, values.destinationToken)
  const originIsNative = originToken ? isNativeToken(originToken) : false
  const balance = originToken ? originBalances.get(originToken.address.toLowerCase()) : undefined
  const problem = currentQuote
    ? preflight({
        quote: currentQuote,
        chainName: chainName(values.originChainId),
        tokenBalance: balance,
        nativeBalance,
      })
    : undefined
  const setMax = () => {
    if (balance === undefined || !originToken) return
    const quotedGas = currentQuote?.fees.gas?.amount
    const max = maxSpendable({
      balance,
      isNative: originIsNative,
      quotedGas: quotedGas ? BigInt(quotedGas) : undefined,
    })
    set({ payText: toDecimalString(max, originToken.decimals), edited: 'pay' })
  }

  // The amount the person did not type comes from the quote.
  const quotedOther = (() => {
    if (!currentQuote) return ''
    const side = values.edited === 'pay' ? currentQuote.details.currencyOut : currentQuote.details.currencyIn
    const decimals = side?.currency?.decimals
    return side && decimals !== undefined ? toDecimalString(BigInt(side.amount), decimals) : ''
  })()

  const ids = {
    from: useId(),
    to: useId(),
    recipient: useId(),
    recipientError: useId(),
    pay: useId(),
    receive: useId(),
    amountError: useId(),
    exact: useId(),
  }
  const fieldError =
    !built.ok && !built.silent && (built.field === 'pay' || built.field === 'receive') ? built : undefined
  const recipientError = !built.ok && !built.silent && built.field === 'recipient' ? built : undefined
  const singleChain = values.mode === 'wrap' || values.mode === 'unwrap'
  const destinationTokenFixed = values.mode !== 'swap'

  // A quote is executed once: the next transfer gets a new quote and a new request id.
  const startOver = () => {
    queryClient.removeQueries({ queryKey: ['quote'] })
    transfer.reset()
  }

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!account.address) return props.onConnect()
    if (!currentQuote || busy || problem || drifted || impactBlocks) return
    let executable = currentQuote
    if (Date.now() - quote.dataUpdatedAt > MAX_QUOTE_AGE_MS) {
      const fresh = await quote.refetch()
      if (!fresh.data || (accepted && needsReacceptance({ acceptedOut: accepted.out, current: fresh.data }))) return
      executable = fresh.data
    }
    void transfer.start({ quote: executable, summary: quoteSummaryLine(executable) })
  }

  // Read from storage once a render (and not at all when hidden): it parses every remembered transfer.
  const recent = hidden('recentTransfers') ? [] : transfer.history.list()

  return (
    <div className="space-y-4">
      <form
        onSubmit={(e) => void onSubmit(e)}
        className="space-y-4 rounded-2xl bg-white p-5 shadow-sm"
        aria-label="Transfer"
        noValidate
      >
        <fieldset disabled={busy} className="min-w-0 space-y-4">
          {!hidden('modeSwitch') && <ModeSwitch value={values.mode} onChange={(mode) => set({ mode })} />}

          <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-2">
            <ChainSelect
              id={ids.from}
              label={singleChain ? 'Chain' : 'From'}
              value={values.originChainId}
              chains={chains}
              onChange={(id) => set({ originChainId: id })}
              disabled={options.locked?.origin}
            />
            <TokenPicker
              label="Token"
              value={values.originToken}
              tokens={originTokens}
              balances={originBalances}
              onChange={(address) => set({ originToken: address })}
              disabled={singleChain || options.locked?.origin}
            />
          </div>
          {!singleChain && (
            <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-2">
              <ChainSelect
                id={ids.to}
                label="To"
                value={values.destinationChainId}
                chains={chains}
                onChange={(id) => set({ destinationChainId: id })}
                disabled={options.locked?.destination}
              />
              <TokenPicker
                label="Receive token"
                value={values.destinationToken}
                tokens={tokens.filter((t) => t.chainId === values.destinationChainId)}
                onChange={(address) => set({ destinationToken: address })}
                disabled={destinationTokenFixed || options.locked?.destination}
              />
            </div>
          )}
          {values.mode === 'send' && (
            <div>
              <label htmlFor={ids.recipient} className="block text-xs font-medium text-slate-600">
                Recipient address
              </label>
              <input
                id={ids.recipient}
                value={values.recipient}
                onChange={(e) => set({ recipient: e.target.value })}
                placeholder="0x…"
                autoComplete="off"
                spellCheck={false}
                aria-invalid={recipientError ? true : undefined}
                aria-describedby={recipientError ? ids.recipientError : undefined}
                className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm"
              />
              {recipientError && (
                <p id={ids.recipientError} role="alert" className="mt-1 text-sm text-red-700">
                  {recipientError.message}
                </p>
              )}
            </div>
          )}

          <AmountField
            id={ids.pay}
            label="You pay"
            value={values.edited === 'pay' ? values.payText : quotedOther}
            onChange={(text) => set({ payText: text, edited: 'pay' })}
            suffix={originToken?.symbol ?? ''}
            errorId={fieldError?.field === 'pay' ? ids.amountError : undefined}
            hint={
              balance !== undefined && originToken
                ? `Balance: ${formatAmount(balance, originToken.decimals, 6)} ${originToken.symbol}`
                : undefined
            }
            action={
              balance !== undefined
                ? {
                    label: 'Max',
                    onClick: setMax,
                    description: originIsNative
                      ? 'Use your whole balance, keeping enough for network gas'
                      : 'Use your whole balance',
                  }
                : undefined
            }
          />
          <AmountField
            id={ids.receive}
            label="You receive"
            value={values.edited === 'receive' ? values.receiveText : quotedOther}
            onChange={(text) => set({ receiveText: text, edited: 'receive' })}
            suffix={destinationToken?.symbol ?? ''}
            errorId={fieldError?.field === 'receive' ? ids.amountError : undefined}
          />
          {!hidden('exactOutput') && (
            <div className="flex items-start gap-2 text-sm">
              <input
                id={ids.exact}
                type="checkbox"
                checked={values.exactOutput}
                onChange={(e) => set({ exactOutput: e.target.checked })}
                aria-describedby={`${ids.exact}-help`}
                className="mt-1"
              />
              <div>
                <label htmlFor={ids.exact} className="text-slate-700">
                  Exact output
                </label>
                <p id={`${ids.exact}-help`} className="text-xs text-slate-500">
                  Receive exactly the amount typed in “You receive”. If it cannot be filled exactly, you are refunded on
                  the origin chain.
                </p>
              </div>
            </div>
          )}
          {!hidden('slippage') && <SlippageSettings value={slippage} onChange={setSlippage} />}
        </fieldset>

        {fieldError && (
          <p id={ids.amountError} role="alert" className="text-sm text-red-700">
            {fieldError.message}
          </p>
        )}
        {!built.ok && built.field === 'route' && <Notice tone="warning">{built.message}</Notice>}
        {quote.error && quoteMatchesForm && !busy && (
          <Notice tone="error" testId="quote-error">
            {quote.error.message}
          </Notice>
        )}
        {quoteMatchesForm && quote.isFetching && !currentQuote && (
          <p role="status" className="text-sm text-slate-500">
            Getting the best quote…
          </p>
        )}
        {currentQuote && !journey && (
          <Later>
            <QuoteSummary quote={currentQuote} refreshing={quote.isFetching} />
          </Later>
        )}

        {drifted && currentOut !== undefined && !journey && (
          <div className="space-y-2" data-testid="quote-moved">
            <Notice tone="warning">
              The price moved beyond your slippage tolerance while you were reviewing. Check the new amount before you
              continue.
            </Notice>
            <button
              type="button"
              onClick={() => setAccepted({ key: requestKey, out: BigInt(currentOut) })}
              className="w-full rounded-xl border border-amber-400 py-2 font-semibold text-amber-900 hover:bg-amber-50"
            >
              Accept new quote
            </button>
          </div>
        )}
        {impact !== 'none' && currentQuote && !journey && (
          <div className="space-y-2" data-testid="impact-warning">
            <Notice tone={impact === 'confirm' ? 'error' : 'warning'}>
              High price impact: you lose about {impactPercent(currentQuote)?.toFixed(2)}% of the value in this trade.
            </Notice>
            {impact === 'confirm' && (
              <label className="flex items-center gap-2 text-sm text-red-800">
                <input
                  type="checkbox"
                  checked={impactConfirmedFor === requestKey}
                  onChange={(e) => setImpactConfirmedFor(e.target.checked ? requestKey : undefined)}
                />
                I understand and want to continue anyway
              </label>
            )}
          </div>
        )}
        {problem && !journey && (
          <Notice tone="warning" testId="preflight-problem">
            {problem.message}
          </Notice>
        )}
        {currentQuote &&
          !problem &&
          !journey &&
          account.chainId !== undefined &&
          account.chainId !== values.originChainId && (
            <Notice tone="info" testId="preflight-network">
              Your wallet is on {chainName(account.chainId)}. When you continue it will be asked to switch to{' '}
              {chainName(values.originChainId)}.
            </Notice>
          )}
        {transfer.state.kind === 'cancelled' && (
          <Notice tone="info" testId="transfer-cancelled">
            {transfer.state.message} Nothing was sent.
          </Notice>
        )}

        {journey && (
          <>
            {journey.kind === 'running' && journey.resumed && (
              <Notice tone="info" testId="transfer-resumed">
                Picked up where you left off: {journey.view.summary}
              </Notice>
            )}
            <Later>
              <TransferProgress
                progress={journey.progress}
                stepLabels={journey.view.stepLabels}
                originChain={chains.find((c) => c.id === journey.view.originChainId)}
                destinationChain={chains.find((c) => c.id === journey.view.destinationChainId)}
                failed={journey.kind === 'error'}
              />
            </Later>
          </>
        )}
        {journey?.kind === 'done' && (
          <Later>
            <TransferOutcome
              status={journey.status}
              originChain={chains.find((c) => c.id === journey.view.originChainId)}
              destinationChain={chains.find((c) => c.id === journey.view.destinationChainId)}
            />
          </Later>
        )}
        {journey?.kind === 'error' && (
          <Notice tone="error" testId="transfer-error">
            {journey.error.message}
            {journey.error instanceof TransactionRevertedError && (
              <>
                {' '}
                Transaction:{' '}
                <TxHash
                  hash={journey.error.hash}
                  chain={chains.find((c) => c.id === (journey.error as TransactionRevertedError).chainId)}
                  testId="reverted-tx"
                />
              </>
            )}
          </Notice>
        )}

        {finished ? (
          // Distinct keys: were React to reuse this node as the submit button, the same click would submit the form.
          <button
            key="new-transfer"
            type="button"
            onClick={startOver}
            className="w-full rounded-xl bg-slate-800 py-3 font-semibold text-white hover:bg-slate-700"
          >
            New transfer
          </button>
        ) : (
          <button
            key="submit"
            type="submit"
            disabled={
              busy ||
              (Boolean(account.address) && (!currentQuote || Boolean(problem) || Boolean(drifted) || impactBlocks))
            }
            className="w-full rounded-xl bg-teal-700 py-3 font-semibold text-white hover:bg-teal-800 disabled:cursor-not-allowed disabled:bg-slate-300"
          >
            {buttonText({
              connected: Boolean(account.address),
              busy,
              hasQuote: Boolean(currentQuote),
              problem: problem?.kind,
              action:
                values.mode === 'bridge'
                  ? `Bridge from ${chainName(values.originChainId)} to ${chainName(values.destinationChainId)}`
                  : modeLabel,
            })}
          </button>
        )}
      </form>
      {recent.length > 0 && (
        <Later>
          <RecentTransfers transfers={recent} chains={chains} />
        </Later>
      )}
    </div>
  )
}

function buttonText(s: {
  connected: boolean
  busy: boolean
  hasQuote: boolean
  problem: 'balance' | 'gas' | undefined
  action: string
}) {
  if (!s.connected) return 'Connect wallet'
  if (s.busy) return 'Transfer in progress…'
  if (!s.hasQuote) return 'Enter an amount'
  if (s.problem === 'balance') return 'Insufficient balance'
  if (s.problem === 'gas') return 'Not enough for network gas'
  return s.action
}
