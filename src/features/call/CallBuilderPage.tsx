import { plural, t } from '@lingui/core/macro'
import { useEffect, useMemo, useState } from 'react'
import { zeroAddress } from 'viem'
import { defaultDestination, evmChains } from '../../config/catalogue'
import type { NetworkResources } from '../../config/loadNetwork'
import { isNativeToken } from '../../config/token'
import type { AppFeeSetting } from '../../transfer/fees/appFeePolicy'
import { useTransferJourney } from '../../transfer/session/useTransferJourney'
import { useWallet } from '../../transfer/wallet/walletContext'
import { Button } from '../../ui/Button'
import { Card } from '../../ui/Card'
import { Notice } from '../../ui/Notice'
import { CallEditor } from './CallEditor'
import { CallRunCard, callQuoteSummary } from './CallRunCard'
import { CallTransferFields } from './CallTransferFields'
import {
  buildCallQuoteRequest,
  type CallBuilderState,
  type CallRow,
  decodeBuilderState,
  emptyCall,
  encodeBuilderState,
} from './callBuilderState'
import { applyFix, moveCall, vaultExample } from './callEdits'
import { type CallProblem, checkCalls } from './checkCalls'
import { useCallRows } from './useCallRows'

const MAX_CALLS = 16

function initialState(
  network: NetworkResources,
  encoded: string | undefined,
): { state: CallBuilderState; linkProblem?: string } {
  const first = network.chains[0]
  const destination = defaultDestination(network.chains, network.listedChains)!.id
  const fallback: CallBuilderState = {
    originChainId: first!.id,
    originToken: zeroAddress,
    destinationChainId: destination,
    destinationToken:
      network.tokens.find((t) => t.chainId === destination && t.symbol === 'USDC')?.address ?? zeroAddress,
    tradeType: 'EXACT_OUTPUT',
    amount: '',
    calls: [],
  }
  if (!encoded) return { state: fallback }
  const decoded = decodeBuilderState(encoded)
  if (decoded.ok) return { state: decoded.state }
  const problem = decoded.message
  return { state: fallback, linkProblem: t({ id: 'call.link.startingEmpty', message: `${problem} Starting empty.` }) }
}

/**
 * Destination calls (section 2.1 `txs`) that are hard to get wrong: built from
 * an ABI or written raw, read back decoded, checked before any quote (approval
 * before spend, amount and values, addresses and calldata) with fixes to
 * apply, then run through the same transfer journey as the form. The whole
 * setup is `encoded` (`encodeBuilderState`), which the page's owner keeps in
 * the URL, so it can be shared.
 */
export function CallBuilderPage(props: {
  network: NetworkResources
  /** The setup a link brought, if any. */
  encoded: string | undefined
  /** Every change of the setup, encoded. */
  onEncoded: (encoded: string) => void
  /** The site's fees, sent with the quote and named in its review. */
  appFees?: AppFeeSetting
}) {
  const network = useEvmNetwork(props.network)
  const { chains, tokens, profile } = network
  const [{ state, linkProblem }, setWhole] = useState(() => initialState(network, props.encoded))
  const setState = (patch: Partial<CallBuilderState>) => setWhole((w) => ({ ...w, state: { ...w.state, ...patch } }))
  const setCalls = (calls: CallRow[]) => setState({ calls })
  const wallet = useWallet()
  const { onEncoded } = props
  useEffect(() => onEncoded(encodeBuilderState(state)), [state, onEncoded])

  const contracts = network.manifest?.chains.find((c) => c.id === state.destinationChainId)?.contracts ?? {}
  const destinationToken = tokens.find(
    (t) => t.chainId === state.destinationChainId && t.address.toLowerCase() === state.destinationToken.toLowerCase(),
  )
  const nativeOut = destinationToken ? isNativeToken(destinationToken) : false
  const { rowAbis, encoded, drafts, knownAbis } = useCallRows(state.calls)
  const built = buildCallQuoteRequest({ state, tokens, user: wallet.address, txs: drafts, appFees: props.appFees })
  const problems = checkCalls({
    calls: drafts,
    amount: built.ok ? built.request.amount : undefined,
    output: destinationToken
      ? { isNative: nativeOut, symbol: destinationToken.symbol, tradeType: state.tradeType }
      : undefined,
  })
  const ready = built.ok && problems.length === 0 && encoded.every((r) => r.ok)
  const journeyState = useTransferJourney({
    profile,
    request: ready && built.ok ? built.request : undefined,
  })
  const { busy } = journeyState
  const fix = (problem: CallProblem) =>
    setWhole((w) => ({ ...w, state: applyFix(w.state, problem, destinationToken?.decimals) }))

  return (
    <div className="space-y-4">
      <Card title={t({ id: 'call.page.title', message: 'Call contracts on another chain' })} className="space-y-4">
        <p className="text-sm text-slate-600">
          {t({
            id: 'call.page.intro',
            message:
              'Pay on one chain; on the destination chain the service runs your calls in order, funded by the transfer. If a call fails, you are refunded on the origin chain.',
          })}
        </p>
        {linkProblem && <Notice tone="warning">{linkProblem}</Notice>}
        <fieldset disabled={busy} className="min-w-0 space-y-3">
          <CallTransferFields
            state={state}
            setState={setState}
            catalogue={network}
            destinationToken={destinationToken}
            router={contracts.router}
            user={wallet.address}
            amountError={!built.ok && !built.silent && built.field !== 'fee' ? built.message : undefined}
          />
        </fieldset>
      </Card>

      <Card
        title={t({ id: 'call.list.title', message: 'Calls, in order' })}
        actions={
          contracts.vault &&
          destinationToken &&
          !nativeOut &&
          state.calls.length === 0 && (
            <Button
              variant="secondary"
              onClick={() =>
                setWhole((w) => ({
                  ...w,
                  state: vaultExample({
                    state: w.state,
                    vault: contracts.vault!,
                    token: destinationToken,
                    user: wallet.address ?? '',
                  }),
                }))
              }
            >
              {t({ id: 'call.list.example', message: 'Example: approve and deposit into the devnet vault' })}
            </Button>
          )
        }
      >
        {state.calls.length === 0 && (
          <p className="text-sm text-slate-600">{t({ id: 'call.list.empty', message: 'No calls yet.' })}</p>
        )}
        <ol className="space-y-3">
          {state.calls.map((row, index) => (
            <CallEditor
              // biome-ignore lint/suspicious/noArrayIndexKey: a call is its place in the list (its number); editors keep no state.
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
              onMove={(by) => setCalls(moveCall(state.calls, index, by))}
              onRemove={() => setCalls(state.calls.filter((_, i) => i !== index))}
              onFix={fix}
            />
          ))}
        </ol>
        <Button
          variant="secondary"
          disabled={busy || state.calls.length >= MAX_CALLS}
          onClick={() =>
            setCalls([
              ...state.calls,
              emptyCall({ to: destinationToken && !nativeOut ? destinationToken.address : '' }),
            ])
          }
        >
          {t({ id: 'call.list.add', message: 'Add a call' })}
        </Button>
      </Card>

      <CallRunCard
        problems={problems}
        onFix={fix}
        built={built}
        journey={journeyState}
        chains={chains}
        knownAbis={knownAbis}
        walletConnected={Boolean(wallet.address)}
        appFees={props.appFees}
        summary={(quote) => `${callQuoteSummary(quote)} · ${callCountText(state.calls.length)}`}
      />
    </div>
  )
}

/** "2 calls", for the transfer's summary. */
function callCountText(count: number): string {
  return t({ id: 'call.summary.count', message: plural(count, { one: '# call', other: '# calls' }) })
}

/** Destination calls are EVM calls, quoted for the EVM wallet: the builder offers the EVM chains only (not Solana). */
function useEvmNetwork(network: NetworkResources): NetworkResources {
  return useMemo(() => ({ ...network, chains: evmChains(network.chains) }), [network])
}
