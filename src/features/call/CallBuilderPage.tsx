import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useState } from 'react'
import { type Abi, maxUint256 } from 'viem'
import { quoteQueryOptions } from '../../api/quoteQueryOptions'
import type { QuoteResponse } from '../../api/schemas/quote'
import type { NetworkResources } from '../../config/loadNetwork'
import { isNativeToken } from '../../config/token'
import { parseAmount, toDecimalString } from '../../lib/amounts'
import { useDebouncedValue } from '../../lib/useDebouncedValue'
import { MAX_QUOTE_AGE_MS } from '../../transfer/quoteDrift'
import { formatCurrencyAmount } from '../../transfer/quoteSummaryLine'
import { TransferOutcome } from '../../transfer/TransferOutcome'
import { TransferProgress } from '../../transfer/TransferProgress'
import { useTransfer } from '../../transfer/useTransfer'
import { useWallet } from '../../transfer/walletContext'
import { ChainSelect } from '../../ui/ChainSelect'
import { CopyButton } from '../../ui/CopyButton'
import { Notice } from '../../ui/Notice'
import { TokenPicker } from '../../ui/TokenPicker'
import { type AbiResult, callableFunctions, describeCalldata, PRESET_ABIS, type PresetId } from './abiTools'
import {
  buildCallQuoteRequest,
  type CallBuilderState,
  type CallRow,
  callDrafts,
  decodeBuilderState,
  emptyCall,
  encodeBuilderState,
  type RowCalldata,
  rowAbi,
  rowCalldata,
  sweepCall,
  toLiveBalanceCalls,
} from './callBuilderState'
import { type CallProblem, checkCalls } from './checkCalls'
import { readCallFailure } from './readCallFailure'

const URL_KEY = 'calls'
const MAX_UINT = maxUint256.toString()

function initialState(network: NetworkResources): { state: CallBuilderState; linkProblem?: string } {
  const [first, second] = network.chains
  const native = '0x0000000000000000000000000000000000000000'
  const fallback: CallBuilderState = {
    originChainId: first!.id,
    originToken: native,
    destinationChainId: (second ?? first)!.id,
    destinationToken:
      network.tokens.find((t) => t.chainId === (second ?? first)!.id && t.symbol === 'USDC')?.address ?? native,
    tradeType: 'EXACT_OUTPUT',
    amount: '',
    calls: [],
  }
  const encoded = new URLSearchParams(window.location.search).get(URL_KEY)
  if (!encoded) return { state: fallback }
  const decoded = decodeBuilderState(encoded)
  return decoded.ok ? { state: decoded.state } : { state: fallback, linkProblem: `${decoded.message} Starting empty.` }
}

/**
 * Destination calls (section 2.1 `txs`) that are hard to get wrong: built from
 * an ABI or written raw, read back decoded, checked before any quote (approval
 * before spend, amount and values, addresses and calldata) with fixes to
 * apply, then run through the same transfer journey as the form. The whole
 * setup lives in the URL, so it can be shared.
 */
export function CallBuilderPage(props: { network: NetworkResources }) {
  const { network } = props
  const { chains, tokens, profile } = network
  const [{ state, linkProblem }, setWhole] = useState(() => initialState(network))
  const setState = (patch: Partial<CallBuilderState>) => setWhole((w) => ({ ...w, state: { ...w.state, ...patch } }))
  const setCalls = (calls: CallRow[]) => setState({ calls })
  const wallet = useWallet()
  const queryClient = useQueryClient()

  useEffect(() => {
    const url = new URL(window.location.href)
    url.searchParams.set(URL_KEY, encodeBuilderState(state))
    window.history.replaceState(null, '', url)
  }, [state])

  const contracts = network.manifest?.chains.find((c) => c.id === state.destinationChainId)?.contracts ?? {}
  const destinationTokens = tokens.filter((t) => t.chainId === state.destinationChainId)
  const originTokens = tokens.filter((t) => t.chainId === state.originChainId)
  const destinationToken = destinationTokens.find(
    (t) => t.address.toLowerCase() === state.destinationToken.toLowerCase(),
  )
  const nativeOut = destinationToken ? isNativeToken(destinationToken) : false
  // Each row's ABI and calldata, worked out once a render for the checks, the request and the editors.
  const rowAbis = useMemo(() => state.calls.map(rowAbi), [state.calls])
  const encoded = useMemo(() => state.calls.map((row, i) => rowCalldata(row, rowAbis[i])), [state.calls, rowAbis])
  const drafts = useMemo(() => callDrafts(state.calls, encoded), [state.calls, encoded])
  const knownAbis = useMemo(
    () => [
      ...Object.values(PRESET_ABIS).map((p) => p.abi),
      ...state.calls.flatMap((row, i) => (row.abi === 'custom' && rowAbis[i]!.ok ? [rowAbis[i]!.abi] : [])),
    ],
    [state.calls, rowAbis],
  )

  const built = buildCallQuoteRequest({ state, tokens, user: wallet.address, txs: drafts })
  const problems = checkCalls({
    calls: drafts,
    amount: built.ok ? built.request.amount : undefined,
    output: destinationToken
      ? { isNative: nativeOut, symbol: destinationToken.symbol, tradeType: state.tradeType }
      : undefined,
  })
  const ready = built.ok && problems.length === 0 && encoded.every((r) => r.ok)

  const transfer = useTransfer({ baseUrl: profile.apiUrl, network: profile.id, websocketUrl: profile.websocketUrl })
  const busy = transfer.state.kind === 'running'
  const finished = transfer.state.kind === 'done' || transfer.state.kind === 'error'
  const request = useDebouncedValue(ready && built.ok ? built.request : undefined, 500)
  const quote = useQuery(quoteQueryOptions({ baseUrl: profile.apiUrl, request, refresh: !busy && !finished }))
  const quoteMatches = ready && built.ok && JSON.stringify(request) === JSON.stringify(built.request)
  const currentQuote = quoteMatches ? quote.data : undefined
  const journey =
    transfer.state.kind === 'running' || transfer.state.kind === 'done' || transfer.state.kind === 'error'
      ? transfer.state
      : undefined

  const applyFix = (problem: CallProblem) => {
    const fix = problem.fix
    if (!fix) return
    if (fix.kind === 'insert-approval') {
      const approval = emptyCall({ to: fix.call.to, args: [fix.spender, fix.amount.toString()] })
      setCalls([...state.calls.slice(0, fix.before), approval, ...state.calls.slice(fix.before)])
    } else if (fix.kind === 'set-value') {
      setCalls(state.calls.map((row, i) => (i === fix.index ? { ...row, value: fix.value } : row)))
    } else if (fix.kind === 'set-amount') {
      setState({
        amount: destinationToken ? toDecimalString(BigInt(fix.amount), destinationToken.decimals) : state.amount,
      })
    }
  }

  const start = async () => {
    if (!currentQuote || busy) return
    let executable = currentQuote
    // As in the form: a quote older than 30 s is fetched again before the wallet opens.
    if (Date.now() - quote.dataUpdatedAt > MAX_QUOTE_AGE_MS) {
      const fresh = await quote.refetch()
      if (!fresh.data) return
      executable = fresh.data
    }
    void transfer.start({
      quote: executable,
      summary: `${summaryOf(executable)} · ${state.calls.length} call${state.calls.length === 1 ? '' : 's'}`,
    })
  }
  const startOver = () => {
    queryClient.removeQueries({ queryKey: ['quote'] })
    transfer.reset()
  }

  const example = () => {
    const vault = contracts.vault
    if (!vault || !destinationToken || nativeOut) return
    const user = wallet.address ?? ''
    const amountOf = (text: string) => {
      const parsed = parseAmount(text || '25', destinationToken.decimals)
      return parsed.ok ? parsed.value.toString() : '25'
    }
    setWhole((w) => ({
      ...w,
      state: {
        ...w.state,
        tradeType: 'EXACT_OUTPUT',
        amount: w.state.amount || '25',
        calls: [
          emptyCall({
            to: destinationToken.address,
            abi: 'erc20',
            fn: 'approve',
            args: [vault, amountOf(w.state.amount)],
          }),
          emptyCall({
            to: vault,
            abi: 'vault',
            fn: 'deposit',
            args: [destinationToken.address, amountOf(w.state.amount), user],
          }),
        ],
      },
    }))
  }

  const ids = { from: useId(), to: useId(), amount: useId(), amountHelp: useId() }
  const failure = journey?.kind === 'done' ? readCallFailure(journey.status.details) : undefined
  const originChain = chains.find((c) => c.id === journey?.view.originChainId)
  const destinationChain = chains.find((c) => c.id === journey?.view.destinationChainId)

  return (
    <div className="space-y-4">
      <section aria-labelledby="call-transfer" className="space-y-4 rounded-2xl bg-white p-5 shadow-sm">
        <h2 id="call-transfer" className="text-lg font-semibold text-slate-800">
          Call contracts on another chain
        </h2>
        <p className="text-sm text-slate-600">
          Pay on one chain; on the destination chain the service runs your calls in order, funded by the transfer. If a
          call fails, you are refunded on the origin chain.
        </p>
        {linkProblem && <Notice tone="warning">{linkProblem}</Notice>}
        <fieldset disabled={busy} className="min-w-0 space-y-3">
          <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-2">
            <ChainSelect
              id={ids.from}
              label="Pay on"
              value={state.originChainId}
              chains={chains}
              onChange={(id) =>
                setState({
                  originChainId: id,
                  originToken: tokens.find((t) => t.chainId === id && isNativeToken(t))?.address ?? state.originToken,
                })
              }
            />
            <TokenPicker
              label="Pay with"
              value={state.originToken}
              tokens={originTokens}
              onChange={(originToken) => setState({ originToken })}
            />
          </div>
          <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-2">
            <ChainSelect
              id={ids.to}
              label="Calls run on"
              value={state.destinationChainId}
              chains={chains}
              onChange={(id) =>
                setState({
                  destinationChainId: id,
                  destinationToken:
                    tokens.find((t) => t.chainId === id && t.symbol === destinationToken?.symbol)?.address ??
                    state.destinationToken,
                })
              }
            />
            <TokenPicker
              label="Calls receive"
              value={state.destinationToken}
              tokens={destinationTokens}
              onChange={(token) => setState({ destinationToken: token })}
            />
          </div>
          <fieldset className="min-w-0 space-y-2">
            <legend className="text-xs font-medium text-slate-600">Trade type</legend>
            {(['EXACT_OUTPUT', 'EXACT_INPUT'] as const).map((type) => (
              <label key={type} className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="trade-type"
                  className="mt-1"
                  checked={state.tradeType === type}
                  onChange={() => setState({ tradeType: type })}
                />
                <span>
                  <span className="font-medium text-slate-800">
                    {type === 'EXACT_OUTPUT' ? 'Exact output' : 'Exact input'}
                  </span>
                  <span className="block text-xs text-slate-600">
                    {type === 'EXACT_OUTPUT'
                      ? `The calls receive exactly the amount below${nativeOut ? ' (for ETH: the sum of the calls’ values)' : ''}, so calldata can name it. You pay what the quote says.`
                      : 'You pay exactly the amount below; what reaches the calls varies with fees and prices, so no calldata can name it in advance.'}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          {state.tradeType === 'EXACT_INPUT' && (
            <Notice tone="info" testId="exact-input-hint">
              With exact input, use a call that takes whatever arrived: the vault’s <code>depositAll</code> (after an
              unlimited approval), a contract that reads its live balance, or the router’s <code>sweep</code> to hand
              the whole balance to an address.
              <span className="mt-2 flex flex-wrap gap-2">
                {state.calls.some((r) => r.abi === 'vault' && r.fn === 'deposit') && (
                  <button
                    type="button"
                    onClick={() => setCalls(toLiveBalanceCalls(state.calls))}
                    className="rounded-md border border-sky-300 bg-white px-2 py-0.5 text-sky-900 hover:bg-sky-100"
                  >
                    Deposit whatever arrives (depositAll)
                  </button>
                )}
                {contracts.router && wallet.address && destinationToken && !nativeOut && (
                  <button
                    type="button"
                    onClick={() =>
                      setCalls([
                        ...state.calls,
                        sweepCall({
                          router: contracts.router!,
                          token: destinationToken.address,
                          recipient: wallet.address!,
                        }),
                      ])
                    }
                    className="rounded-md border border-sky-300 bg-white px-2 py-0.5 text-sky-900 hover:bg-sky-100"
                  >
                    Sweep what is left to me
                  </button>
                )}
              </span>
            </Notice>
          )}
          <div>
            <label htmlFor={ids.amount} className="block text-xs font-medium text-slate-600">
              {state.tradeType === 'EXACT_INPUT'
                ? `You pay (${originTokens.find((t) => t.address.toLowerCase() === state.originToken.toLowerCase())?.symbol ?? ''})`
                : `The calls receive (${destinationToken?.symbol ?? ''})`}
            </label>
            <input
              id={ids.amount}
              inputMode="decimal"
              value={state.amount}
              onChange={(e) => setState({ amount: e.target.value })}
              placeholder="0.0"
              aria-describedby={!built.ok && !built.silent ? ids.amountHelp : undefined}
              className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
            />
            {!built.ok && !built.silent && (
              <p id={ids.amountHelp} className="mt-1 text-sm text-red-700">
                {built.message}
              </p>
            )}
          </div>
        </fieldset>
      </section>

      <section aria-labelledby="call-list" className="space-y-3 rounded-2xl bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="call-list" className="text-lg font-semibold text-slate-800">
            Calls, in order
          </h2>
          {contracts.vault && !nativeOut && state.calls.length === 0 && (
            <button
              type="button"
              onClick={example}
              className="rounded-lg border border-slate-300 px-2 py-1 text-sm text-slate-700 hover:bg-slate-50"
            >
              Example: approve and deposit into the devnet vault
            </button>
          )}
        </div>
        {state.calls.length === 0 && <p className="text-sm text-slate-600">No calls yet.</p>}
        <ol className="space-y-3">
          {state.calls.map((row, index) => (
            <CallEditor
              key={index}
              index={index}
              count={state.calls.length}
              row={row}
              disabled={busy}
              contracts={contracts}
              destinationToken={destinationToken?.address}
              knownAbis={knownAbis}
              abi={rowAbis[index]!}
              calldata={encoded[index]!}
              problems={problems.filter((p) => p.index === index)}
              onChange={(next) => setCalls(state.calls.map((r, i) => (i === index ? next : r)))}
              onMove={(by) => {
                const calls = [...state.calls]
                const [moved] = calls.splice(index, 1)
                calls.splice(index + by, 0, moved!)
                setCalls(calls)
              }}
              onRemove={() => setCalls(state.calls.filter((_, i) => i !== index))}
              onFix={applyFix}
            />
          ))}
        </ol>
        <button
          type="button"
          disabled={busy || state.calls.length >= 16}
          onClick={() =>
            setCalls([
              ...state.calls,
              emptyCall({ to: destinationToken && !nativeOut ? destinationToken.address : '' }),
            ])
          }
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-50"
        >
          Add a call
        </button>
      </section>

      <section aria-labelledby="call-review" className="space-y-3 rounded-2xl bg-white p-5 shadow-sm">
        <h2 id="call-review" className="text-lg font-semibold text-slate-800">
          Check, quote and run
        </h2>
        {problems
          .filter((p) => p.index === undefined)
          .map((p) => (
            <ProblemLine key={p.message} problem={p} onFix={applyFix} />
          ))}
        {problems.length > 0 ? (
          <Notice tone="warning" testId="call-problems">
            {problems.length === 1 ? 'One problem to fix' : `${problems.length} problems to fix`} before Ferry asks for
            a quote; each is shown with its call.
          </Notice>
        ) : !built.ok ? (
          built.silent ? (
            <p className="text-sm text-slate-600">Enter an amount and add calls to get a quote.</p>
          ) : null
        ) : (
          <>
            {quote.error && quoteMatches && !busy && (
              <Notice tone="error" testId="quote-error">
                {quote.error.message}
              </Notice>
            )}
            {quoteMatches && quote.isFetching && !currentQuote && (
              <p role="status" className="text-sm text-slate-600">
                Getting a quote…
              </p>
            )}
            {currentQuote && !journey && (
              <p data-testid="call-quote" className="text-sm text-slate-800">
                {summaryOf(currentQuote)}
              </p>
            )}
          </>
        )}
        {journey && (
          <TransferProgress
            progress={journey.progress}
            stepLabels={journey.view.stepLabels}
            originChain={originChain}
            destinationChain={destinationChain}
            failed={journey.kind === 'error'}
          />
        )}
        {journey?.kind === 'done' && (
          <TransferOutcome status={journey.status} originChain={originChain} destinationChain={destinationChain} />
        )}
        {failure && (
          <Notice tone="error" testId="call-failure">
            <span className="break-all">
              {failure.callIndex !== null ? `Call ${failure.callIndex + 1}` : 'The fill'}
              {failure.call
                ? ` (${describeCalldata(failure.call.data, knownAbis) ?? failure.call.data.slice(0, 10)} on ${failure.call.to})`
                : ''}{' '}
              reverted: {failure.reason}.
            </span>
          </Notice>
        )}
        {journey?.kind === 'error' && (
          <Notice tone="error" testId="transfer-error">
            {journey.error.message}
          </Notice>
        )}
        {transfer.state.kind === 'cancelled' && <Notice tone="info">{transfer.state.message} Nothing was sent.</Notice>}
        {finished ? (
          <button
            key="again"
            type="button"
            onClick={startOver}
            className="w-full rounded-xl bg-slate-800 py-3 font-semibold text-white hover:bg-slate-700"
          >
            Run again with a new quote
          </button>
        ) : (
          <button
            key="run"
            type="button"
            onClick={() => void start()}
            disabled={!currentQuote || busy || !wallet.address}
            className="w-full rounded-xl bg-teal-700 py-3 font-semibold text-white hover:bg-teal-800 disabled:cursor-not-allowed disabled:bg-slate-300"
          >
            {!wallet.address ? 'Connect a wallet to run calls' : busy ? 'Running…' : 'Pay and run the calls'}
          </button>
        )}
        <Share state={state} request={built.ok ? built.request : undefined} />
      </section>
    </div>
  )
}

function summaryOf(quote: QuoteResponse): string {
  return `You pay ${formatCurrencyAmount(quote.details.currencyIn)}; the calls receive ${formatCurrencyAmount(quote.details.currencyOut)}.`
}

function ProblemLine(props: { problem: CallProblem; onFix: (p: CallProblem) => void }) {
  const { fix } = props.problem
  const label = !fix
    ? undefined
    : fix.kind === 'insert-approval'
      ? 'Insert the approval'
      : fix.kind === 'set-amount'
        ? 'Set the amount'
        : 'Set the value to 0'
  return (
    <div
      role="alert"
      className="flex flex-wrap items-start justify-between gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <span className="min-w-0 break-words">{props.problem.message}</span>
      {label && (
        <button
          type="button"
          onClick={() => props.onFix(props.problem)}
          className="shrink-0 rounded-md border border-amber-400 bg-white px-2 py-0.5 font-medium hover:bg-amber-100"
        >
          {label}
        </button>
      )}
    </div>
  )
}

function CallEditor(props: {
  index: number
  count: number
  row: CallRow
  disabled: boolean
  contracts: Record<string, string>
  destinationToken: string | undefined
  knownAbis: Abi[]
  abi: AbiResult
  calldata: RowCalldata
  problems: CallProblem[]
  onChange: (row: CallRow) => void
  onMove: (by: -1 | 1) => void
  onRemove: () => void
  onFix: (p: CallProblem) => void
}) {
  const { row, index } = props
  const n = index + 1
  const id = useId()
  const set = (patch: Partial<CallRow>) => props.onChange({ ...row, ...patch })
  const { abi, calldata } = props
  const functions = abi.ok
    ? callableFunctions(abi.abi).filter(
        (f) =>
          row.abi === 'custom' || (PRESET_ABIS[row.abi as PresetId].functions as readonly string[]).includes(f.name),
      )
    : []
  const fn = functions.find((f) => f.name === row.fn)
  const decoded = calldata.ok ? describeCalldata(calldata.data, props.knownAbis) : undefined
  const targets = [
    props.destinationToken && { label: 'Token', address: props.destinationToken },
    props.contracts.vault && { label: 'Vault', address: props.contracts.vault },
    props.contracts.router && { label: 'Router', address: props.contracts.router },
  ].filter(Boolean) as { label: string; address: string }[]

  return (
    <li aria-label={`Call ${n}`} data-testid={`call-${n}`} className="space-y-2 rounded-xl border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-800">Call {n}</h3>
        <div className="flex gap-1 text-xs">
          <button
            type="button"
            disabled={props.disabled || index === 0}
            onClick={() => props.onMove(-1)}
            aria-label={`Move call ${n} up`}
            className="rounded border border-slate-300 px-2 py-1 disabled:opacity-40"
          >
            Up
          </button>
          <button
            type="button"
            disabled={props.disabled || index === props.count - 1}
            onClick={() => props.onMove(1)}
            aria-label={`Move call ${n} down`}
            className="rounded border border-slate-300 px-2 py-1 disabled:opacity-40"
          >
            Down
          </button>
          <button
            type="button"
            disabled={props.disabled}
            onClick={props.onRemove}
            aria-label={`Remove call ${n}`}
            className="rounded border border-slate-300 px-2 py-1 text-red-800 disabled:opacity-40"
          >
            Remove
          </button>
        </div>
      </div>
      <fieldset disabled={props.disabled} className="min-w-0 space-y-2">
        <div className="grid gap-2 sm:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]">
          <div className="min-w-0">
            <label htmlFor={`${id}-to`} className="block text-xs font-medium text-slate-600">
              Target contract
            </label>
            <input
              id={`${id}-to`}
              value={row.to}
              onChange={(e) => set({ to: e.target.value })}
              placeholder="0x…"
              spellCheck={false}
              className="mt-1 w-full rounded-lg border border-slate-300 px-2 py-1.5 font-mono text-sm"
            />
            {targets.length > 0 && (
              <div className="mt-1 flex flex-wrap gap-1 text-xs">
                {targets.map((t) => (
                  <button
                    key={t.label}
                    type="button"
                    onClick={() => set({ to: t.address })}
                    className="rounded border border-slate-300 px-1.5 py-0.5 text-slate-700 hover:bg-slate-50"
                  >
                    {t.label}
                  </button>
                ))}
              </div>
            )}
          </div>
          <div className="min-w-0">
            <label htmlFor={`${id}-value`} className="block text-xs font-medium text-slate-600">
              Value (wei)
            </label>
            <input
              id={`${id}-value`}
              inputMode="numeric"
              value={row.value}
              onChange={(e) => set({ value: e.target.value })}
              className="mt-1 w-full rounded-lg border border-slate-300 px-2 py-1.5 font-mono text-sm"
            />
          </div>
        </div>
        <fieldset className="flex gap-3 text-sm">
          <legend className="sr-only">Calldata for call {n}</legend>
          <label className="flex items-center gap-1">
            <input type="radio" checked={row.mode === 'abi'} onChange={() => set({ mode: 'abi' })} /> From an ABI
          </label>
          <label className="flex items-center gap-1">
            <input
              type="radio"
              checked={row.mode === 'raw'}
              onChange={() => set({ mode: 'raw', data: calldata.ok ? calldata.data : row.data })}
            />{' '}
            Raw hex
          </label>
        </fieldset>
        {row.mode === 'raw' ? (
          <div>
            <label htmlFor={`${id}-data`} className="block text-xs font-medium text-slate-600">
              Calldata
            </label>
            <textarea
              id={`${id}-data`}
              value={row.data}
              onChange={(e) => set({ data: e.target.value })}
              rows={3}
              spellCheck={false}
              className="mt-1 w-full rounded-lg border border-slate-300 px-2 py-1.5 font-mono text-xs break-all"
            />
          </div>
        ) : (
          <div className="space-y-2">
            <div className="grid gap-2 sm:grid-cols-2">
              <div className="min-w-0">
                <label htmlFor={`${id}-abi`} className="block text-xs font-medium text-slate-600">
                  ABI
                </label>
                <select
                  id={`${id}-abi`}
                  value={row.abi}
                  onChange={(e) => {
                    const next = e.target.value as CallRow['abi']
                    set({ abi: next, fn: next === 'custom' ? '' : PRESET_ABIS[next].functions[0], args: [] })
                  }}
                  className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
                >
                  {Object.entries(PRESET_ABIS).map(([key, preset]) => (
                    <option key={key} value={key}>
                      {preset.label}
                    </option>
                  ))}
                  <option value="custom">Paste a JSON ABI</option>
                </select>
              </div>
              <div className="min-w-0">
                <label htmlFor={`${id}-fn`} className="block text-xs font-medium text-slate-600">
                  Function
                </label>
                <select
                  id={`${id}-fn`}
                  value={row.fn}
                  onChange={(e) => set({ fn: e.target.value, args: [] })}
                  className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
                >
                  <option value="">Choose…</option>
                  {functions.map((f) => (
                    <option key={`${f.name}(${f.inputs.length})`} value={f.name}>
                      {f.name}({f.inputs.map((i) => i.type).join(', ')})
                    </option>
                  ))}
                </select>
              </div>
            </div>
            {row.abi === 'custom' && (
              <div>
                <label htmlFor={`${id}-abitext`} className="block text-xs font-medium text-slate-600">
                  JSON ABI
                </label>
                <textarea
                  id={`${id}-abitext`}
                  value={row.abiText}
                  onChange={(e) => set({ abiText: e.target.value })}
                  rows={3}
                  spellCheck={false}
                  aria-describedby={!abi.ok ? `${id}-abierr` : undefined}
                  className="mt-1 w-full rounded-lg border border-slate-300 px-2 py-1.5 font-mono text-xs"
                />
                {!abi.ok && row.abiText && (
                  <p id={`${id}-abierr`} className="text-sm text-red-700">
                    {abi.message}
                  </p>
                )}
              </div>
            )}
            {fn?.inputs.map((input, i) => {
              const error = calldata.ok ? undefined : calldata.argErrors[i]
              const argId = `${id}-arg-${i}`
              return (
                <div key={argId}>
                  <label htmlFor={argId} className="block text-xs font-medium text-slate-600">
                    {input.name || `argument ${i + 1}`} <span className="font-mono text-slate-500">({input.type})</span>
                  </label>
                  <input
                    id={argId}
                    value={row.args[i] ?? ''}
                    spellCheck={false}
                    onChange={(e) => {
                      const args = [...row.args]
                      args[i] = e.target.value
                      set({ args })
                    }}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${argId}-err` : undefined}
                    className="mt-1 w-full rounded-lg border border-slate-300 px-2 py-1.5 font-mono text-sm"
                  />
                  {error && row.args[i] !== undefined && (
                    <p id={`${argId}-err`} className="text-sm text-red-700">
                      {error}
                    </p>
                  )}
                  {input.type === 'uint256' && (
                    <button
                      type="button"
                      onClick={() => {
                        const args = [...row.args]
                        args[i] = MAX_UINT
                        set({ args })
                      }}
                      className="mt-1 text-xs text-slate-600 underline"
                    >
                      max
                    </button>
                  )}
                </div>
              )
            })}
          </div>
        )}
        <p className="text-xs text-slate-600" data-testid={`call-${n}-decoded`}>
          {calldata.ok ? (
            decoded ? (
              <>
                Reads as <span className="font-mono break-all">{decoded}</span>
              </>
            ) : (
              <span className="font-mono break-all">
                {calldata.data.slice(0, 74)}
                {calldata.data.length > 74 ? '…' : ''}
              </span>
            )
          ) : (
            (calldata.message ?? 'Fill in the arguments.')
          )}
        </p>
      </fieldset>
      {props.problems.map((p) => (
        <ProblemLine key={p.message} problem={p} onFix={props.onFix} />
      ))}
    </li>
  )
}

function Share(props: { state: CallBuilderState; request: unknown }) {
  const body = props.request ? JSON.stringify(props.request, null, 2) : undefined
  return (
    <details className="rounded-xl border border-slate-200 px-3 py-2 text-sm">
      <summary className="cursor-pointer text-slate-700">Share and export</summary>
      <div className="mt-2 space-y-2">
        <CopyButton text={() => window.location.href} label="Copy a link to these calls" copiedLabel="Link copied" />
        {body ? (
          <>
            <div className="flex items-center justify-between">
              <h3 className="text-xs font-medium text-slate-600">Quote request body (POST /quote/v2)</h3>
              <CopyButton text={body} label="Copy JSON" small />
            </div>
            <pre
              tabIndex={0}
              aria-label="Quote request body"
              data-testid="quote-body"
              className="overflow-x-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100"
            >
              {body}
            </pre>
          </>
        ) : (
          <p className="text-slate-600">
            The quote request body appears once the amount and the calls are complete and a wallet is connected.
          </p>
        )}
      </div>
    </details>
  )
}
