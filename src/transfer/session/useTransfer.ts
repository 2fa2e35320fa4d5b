import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { QuoteResponse } from '../../api/schemas/quote'
import { createStore, type Store } from '../../lib/createStore'
import { useStore } from '../../lib/useStore'
import type { DepositInstructions } from '../views/depositInstructions'
import { useWallet } from '../wallet/walletContext'
import type { StoredTransfer, TransferHistory } from './transferHistory'
import type { TransferEngine, TransferSession, TransferState } from './transferSession'

export type { TransferState, TransferView } from './transferSession'

export type UseTransferReturnType = {
  state: TransferState
  /** The same state as a store, for views that read it themselves (`JourneyPanel`) rather than through a page. */
  store: Store<TransferState>
  /** Runs the quote through the connected wallet and follows it to the end. */
  start: (args: { quote: QuoteResponse; summary: string }) => Promise<void>
  /** Follows a transfer paid to a deposit address from elsewhere; remembered at once, so a reload keeps watching. */
  watch: (args: { deposit: DepositInstructions; summary: string; destinationChainId: number }) => Promise<void>
  /** Back to idle (a new transfer); a running one goes on at the service and stays remembered. */
  reset: () => void
  /** The transfers remembered on this device for this network, newest first (reads storage: call once a render). */
  listRecent: () => StoredTransfer[]
}

/**
 * Runs a quote's steps through the connected wallet, remembers the transfer on
 * this device once its deposit is sent, and picks up tracking after a reload.
 * The journey itself is `createTransferSession`; this hook connects it to the
 * page's wallet, storage and state.
 */
export function useTransfer(args: {
  baseUrl: string
  network: string
  websocketUrl?: string
  /** Where the session writes its state, when the page reads it too (an embed reports it to its host); else its own. */
  store?: Store<TransferState>
}): UseTransferReturnType {
  const wallet = useWallet()
  // The wallet as it is now, for a resume that started before it reconnected after a reload.
  const walletNow = useRef(wallet)
  walletNow.current = wallet
  const [ownStore] = useState(() => createStore<TransferState>({ kind: 'idle' }))
  const store = args.store ?? ownStore
  const state = useStore(store)
  // The device's memory of transfers (and its schemas) loads beside the form, not before it.
  const history = useMemo(
    (): Promise<TransferHistory> =>
      import('./transferHistory').then((m) =>
        m.createTransferHistory({ storage: window.localStorage, network: args.network }),
      ),
    [args.network],
  )
  const [loadedHistory, setLoadedHistory] = useState<TransferHistory | undefined>(undefined)
  useEffect(() => {
    let live = true
    void history.then((h) => live && setLoadedHistory(h))
    return () => {
      live = false
    }
  }, [history])
  // The session, and the engine it runs (wallet transactions, status tracking), load when a transfer starts or
  // resumes, not with the form.
  const session = useMemo((): Promise<TransferSession> => {
    const loadEngine = async (): Promise<TransferEngine> => {
      const engine = await import('./transferEngine')
      return {
        runSteps: engine.runSteps,
        followRequest: engine.followRequest,
        waitForBatch: engine.waitForBatch,
        fetchStatus: ({ endpoint, signal }) => engine.getStatus({ baseUrl: args.baseUrl, endpoint, signal }),
        postSignature: ({ post, signature, signal }) =>
          engine.postSignature({ baseUrl: args.baseUrl, post, signature, signal }),
        indexTransaction: ({ chainId, hash }) =>
          engine.postTransactionsIndex({ baseUrl: args.baseUrl, txHash: hash, chainId }),
        createPush: (requestId) =>
          args.websocketUrl ? engine.createStatusPush({ url: args.websocketUrl, requestId }) : undefined,
        svmChainOf: ({ chainId, signal }) => engine.svmChainOf({ baseUrl: args.baseUrl, chainId, signal }),
      }
    }
    return Promise.all([import('./transferSession'), history]).then(([m, loaded]) =>
      m.createTransferSession({ history: loaded, loadEngine, state: store }),
    )
  }, [history, store, args.baseUrl, args.websocketUrl])

  // Resume the newest transfer whose outcome this device has not seen yet; stop following when the page goes or is
  // hidden (another page of the site shows). An ending stays, so Back finds the outcome as it was; a transfer under
  // way does not (nothing follows it while hidden): it is resumed from the device's memory when the page shows again.
  useEffect(() => {
    let live = true
    void Promise.all([history, session]).then(([loaded, s]) => {
      const stored = loaded.inFlight()[0]
      // Not for a page that went while the session was loading.
      if (stored && live) void s.resume(stored, (signal) => batchCallsOf(() => walletNow.current, signal))
    })
    return () => {
      live = false
      void session.then((s) => s.stop())
      if (store.get().kind === 'running') store.set({ kind: 'idle' })
    }
  }, [history, session, store])

  const start = useCallback(
    async ({ quote, summary }: { quote: QuoteResponse; summary: string }) =>
      (await session).start({
        quote,
        summary,
        wallet: async () => {
          if (!wallet.stepWallet || !wallet.address)
            throw new (await import('../../lib/walletErrors')).WalletNotConnectedError()
          return wallet.stepWallet()
        },
        // The Solana libraries load only when a Solana item is reached (a quote from an svm chain).
        svm: async () => (await import('../../solana/createSvmStepSigner')).createSvmStepSigner(),
      }),
    [session, wallet],
  )
  const watch = useCallback<UseTransferReturnType['watch']>(
    async (watched) => (await session).watch(watched),
    [session],
  )
  const reset = useCallback(() => void session.then((s) => s.reset()), [session])
  const listRecent = useCallback(() => loadedHistory?.list() ?? [], [loadedHistory])
  return { state, store, start, watch, reset, listRecent }
}

/** How often a resumed batch looks whether the wallet has reconnected (a reload), to ask it for the batch. */
const WALLET_RECONNECT_POLL_MS = 200

/**
 * The connected wallet's EIP-5792 methods once it has reconnected (a reload), however long that takes: the request
 * is followed meanwhile, and `signal` stops the wait when it ends. Undefined for a wallet without them.
 */
async function batchCallsOf(current: () => ReturnType<typeof useWallet>, signal: AbortSignal) {
  while (!current().stepWallet || !current().address) {
    signal.throwIfAborted()
    await new Promise((resolve) => setTimeout(resolve, WALLET_RECONNECT_POLL_MS))
  }
  return (await current().stepWallet?.())?.calls
}
