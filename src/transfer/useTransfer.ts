import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { QuoteResponse } from '../api/schemas/quote'
import type { StatusResponse } from '../api/schemas/status'
import { UserRejectedError } from './errors'
import type { StepProgress } from './runSteps'
import { stepLabel, stepLabelOfId } from './stepLabel'
import { createTransferHistory, type StoredTransfer } from './transferHistory'
import { useWallet } from './walletContext'

/** What the progress view needs, whether the transfer started here or was resumed after a reload. */
export type TransferView = {
  requestId: string | undefined
  stepLabels: string[]
  originChainId: number
  destinationChainId: number
  summary: string
}

export type TransferState =
  | { kind: 'idle' }
  | { kind: 'running'; view: TransferView; progress: StepProgress | undefined; resumed: boolean }
  | { kind: 'done'; view: TransferView; status: StatusResponse; progress: StepProgress | undefined }
  | { kind: 'cancelled'; message: string }
  | { kind: 'error'; view: TransferView; error: Error; progress: StepProgress | undefined }

/**
 * Runs a quote's steps through the connected wallet, remembers the transfer on
 * this device once its deposit is sent, and picks up tracking after a reload.
 */
export function useTransfer(args: { baseUrl: string; network: string; websocketUrl?: string }) {
  const wallet = useWallet()
  const history = useMemo(
    () => createTransferHistory({ storage: window.localStorage, network: args.network }),
    [args.network],
  )
  const [state, setState] = useState<TransferState>({ kind: 'idle' })
  const controller = useRef<AbortController | undefined>(undefined)
  // Request ids sent to the wallet from this page: running a quote twice would deposit twice.
  const executed = useRef(new Set<string>())
  // The engine (wallet transactions, status tracking) loads when a transfer starts or resumes, not with the form.
  const loadEngine = useCallback(async () => {
    const engine = await import('./transferEngine')
    return {
      ...engine,
      fetchStatus: ({ endpoint, signal }: { endpoint: string; signal: AbortSignal }) =>
        engine.getStatus({ baseUrl: args.baseUrl, endpoint, signal }),
      createPush: (requestId: string) =>
        args.websocketUrl ? engine.createStatusPush({ url: args.websocketUrl, requestId }) : undefined,
    }
  }, [args.baseUrl, args.websocketUrl])

  // Resume the newest transfer whose outcome this device has not seen yet.
  useEffect(() => {
    const stored = history.inFlight()[0]
    if (!stored) return
    const abort = new AbortController()
    controller.current = abort
    const view = viewOf(stored)
    const progressOf = (status: StatusResponse | undefined, trackingError?: Error): StepProgress => ({
      phase: 'tracking',
      stepIndex: view.stepLabels.length - 1,
      itemIndex: 0,
      requestId: stored.requestId,
      transactions: stored.transactions,
      status,
      trackingError,
    })
    setState({ kind: 'running', view, progress: progressOf(stored.status), resumed: true })
    void loadEngine()
      .then((engine) => {
        if (abort.signal.aborted) return
        const push = engine.createPush(stored.requestId)
        return engine
          .waitForFinalStatus({
            endpoint: stored.checkEndpoint,
            fetchStatus: engine.fetchStatus,
            intervalMs: 1000,
            signal: abort.signal,
            push,
            onStatus: (status, error) => {
              if (status) history.save({ ...stored, status })
              if (!abort.signal.aborted)
                setState({ kind: 'running', view, progress: progressOf(status, error), resumed: true })
            },
          })
          .then(
            (status) => !abort.signal.aborted && setState({ kind: 'done', view, status, progress: progressOf(status) }),
          )
          .finally(() => push?.close())
      })
      .catch(() => {})
    return () => abort.abort()
  }, [history, loadEngine])

  useEffect(() => () => controller.current?.abort(), [])

  const start = useCallback(
    async (args2: { quote: QuoteResponse; summary: string }) => {
      const { quote } = args2
      const requestId = quote.steps.find((s) => s.requestId)?.requestId
      if (requestId && (executed.current.has(requestId) || history.get(requestId))) {
        setState({
          kind: 'cancelled',
          message: 'This quote was already used for a transfer. Ferry is getting a new one.',
        })
        return
      }
      if (requestId) executed.current.add(requestId)
      controller.current?.abort()
      const abort = new AbortController()
      controller.current = abort
      const last = quote.steps.at(-1)
      const firstTx = quote.steps[0]?.items[0]?.data
      const view: TransferView = {
        requestId: quote.steps.find((s) => s.requestId)?.requestId,
        stepLabels: quote.steps.map(stepLabel),
        originChainId: firstTx?.chainId ?? 0,
        destinationChainId: quote.details.currencyOut?.currency?.chainId ?? 0,
        summary: args2.summary,
      }
      const checkEndpoint = last?.items.at(-1)?.check?.endpoint
      const createdAt = Date.now()
      let latest: StepProgress | undefined
      setState({ kind: 'running', view, progress: undefined, resumed: false })
      try {
        const engine = await loadEngine()
        const outcome = await engine.runSteps({
          steps: quote.steps,
          wallet: await stepWalletOf(wallet),
          fetchStatus: engine.fetchStatus,
          createPush: engine.createPush,
          signal: abort.signal,
          onProgress: (progress) => {
            latest = progress
            // Remembered from the moment the deposit is sent: that is when money is on its way.
            if (view.requestId && checkEndpoint && last && progress.transactions.some((t) => t.stepId === last.id)) {
              history.save({
                requestId: view.requestId,
                checkEndpoint,
                createdAt,
                originChainId: view.originChainId,
                destinationChainId: view.destinationChainId,
                summary: view.summary,
                transactions: progress.transactions,
                status: progress.status,
              })
            }
            if (!abort.signal.aborted) setState({ kind: 'running', view, progress, resumed: false })
          },
        })
        if (!abort.signal.aborted) setState({ kind: 'done', view, status: outcome.status, progress: latest })
      } catch (error) {
        if (abort.signal.aborted) return
        if (error instanceof UserRejectedError) setState({ kind: 'cancelled', message: error.message })
        else setState({ kind: 'error', view, error: toError(error), progress: latest })
      }
    },
    [wallet, history, loadEngine],
  )

  const reset = useCallback(() => {
    controller.current?.abort()
    setState({ kind: 'idle' })
  }, [])

  return { state, start, reset, history }
}

function viewOf(stored: StoredTransfer): TransferView {
  const labels = [...new Set(stored.transactions.map((t) => t.stepId))]
  return {
    requestId: stored.requestId,
    stepLabels: labels.map(stepLabelOfId),
    originChainId: stored.originChainId,
    destinationChainId: stored.destinationChainId,
    summary: stored.summary,
  }
}

async function stepWalletOf(wallet: ReturnType<typeof useWallet>) {
  if (!wallet.stepWallet || !wallet.address) throw new Error('Connect a wallet first.')
  return wallet.stepWallet()
}

function toError(error: unknown): Error {
  if (error instanceof Error) {
    // viem errors carry a short message meant for people.
    const short = (error as { shortMessage?: string }).shortMessage
    return short ? new Error(short, { cause: error }) : error
  }
  return new Error(String(error))
}
