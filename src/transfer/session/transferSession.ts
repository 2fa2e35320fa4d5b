import { t } from '@lingui/core/macro'
import type { QuoteResponse } from '../../api/schemas/quote'
import type { StatusResponse } from '../../api/schemas/status'
import type { Store } from '../../lib/createStore'
import { readableError, UserRejectedError } from '../../lib/walletErrors'
import type { SvmStepSigner } from '../../solana/svmStepSigner'
import type { followRequest, runSteps, StepProgress, StepWallet, WalletCalls, waitForBatch } from '../run/runSteps'
import { walletsOfQuote } from '../run/walletsOfQuote'
import type { StatusPush } from '../track/createStatusPush'
import type { DepositInstructions } from '../views/depositInstructions'
import { followStored } from './followStored'
import { endsTransfer } from './transactionsOfBatch'
import type { StoredTransfer, TransferHistory } from './transferHistory'
import { planTransfer, type TransferView, viewOfStored } from './transferPlan'

export type { TransferView } from './transferPlan'

export type TransferState =
  | { kind: 'idle' }
  | { kind: 'running'; view: TransferView; progress: StepProgress | undefined; resumed: boolean }
  | { kind: 'done'; view: TransferView; status: StatusResponse; progress: StepProgress | undefined }
  | { kind: 'cancelled'; message: string }
  | { kind: 'error'; view: TransferView; error: Error; progress: StepProgress | undefined }

/** What runs a transfer once one starts: loaded on demand, so a page shows its form without it. */
export type TransferEngine = {
  runSteps: typeof runSteps
  followRequest: typeof followRequest
  waitForBatch: typeof waitForBatch
  fetchStatus: (args: { endpoint: string; signal: AbortSignal }) => Promise<StatusResponse>
  createPush: (requestId: string) => StatusPush | undefined
  postSignature: NonNullable<Parameters<typeof runSteps>[0]['postSignature']>
  /** `POST /transactions/index` for a deposit just sent. */
  indexTransaction?: Parameters<typeof runSteps>[0]['indexTransaction']
  /** The svm origin chain's RPC, from the catalogue: asked only for a quote with Solana items. */
  svmChainOf: (args: { chainId: number; signal?: AbortSignal }) => Promise<{ chainId: number; rpcUrl: string }>
}

export type TransferSession = {
  /** Runs a quote through the wallet and follows it to the end. A quote already used is refused. */
  start(args: {
    quote: QuoteResponse
    summary: string
    wallet: () => Promise<StepWallet>
    /** The Solana wallet, for a quote from an svm chain (loaded only when one of its items is reached). */
    svm?: () => Promise<SvmStepSigner>
  }): Promise<void>
  /**
   * Follows a transfer remembered on this device (its deposit was sent before a reload). One sent as a batch whose
   * transactions were not known yet is first asked of the wallet by the batch's id (`calls`, when one is connected).
   */
  resume(stored: StoredTransfer, calls?: (signal: AbortSignal) => Promise<WalletCalls | undefined>): Promise<void>
  /**
   * Remembers a transfer paid to a deposit address at once (the person pays from elsewhere, whenever they
   * like) and follows it from `waiting`, as a resume does.
   */
  watch(args: { deposit: DepositInstructions; summary: string; destinationChainId: number }): Promise<void>
  /** Stops following and returns to idle; the transfer itself goes on at the service. */
  reset(): void
  /**
   * Stops following and reporting, keeping what was last reported: the page is hidden or gone (another page of the
   * site shows, and Back brings this one again with its outcome). The transfer itself goes on at the service.
   */
  stop(): void
}

/** What a person reads when a quote already sent to the wallet is started again. */
export const quoteAlreadyUsedMessage = (): string =>
  t({
    id: 'transfer.error.quoteAlreadyUsed',
    message: 'This quote was already used for a transfer. Ferry is getting a new one.',
  })

/**
 * The journey of one page's transfers as plain TypeScript: a start and a resume follow the request the same way
 * (`followRequest`), every transfer whose deposit is sent is remembered in `history`, and every state (running, done,
 * error, cancelled) is written to `state`, the store the page's views read directly; no error is swallowed.
 */
export function createTransferSession(deps: {
  history: TransferHistory
  loadEngine: () => Promise<TransferEngine>
  /** Where the journey's state is written; the views read it (`JourneyPanel`, an embed's events). */
  state: Store<TransferState>
}): TransferSession {
  const { history } = deps
  let controller: AbortController | undefined
  // Request ids sent to the wallet from this page: running a quote twice would deposit twice.
  const executed = new Set<string>()

  const stop = () => {
    controller?.abort()
    controller = undefined
  }

  const begin = () => {
    controller?.abort()
    const abort = new AbortController()
    controller = abort
    const emit = (state: TransferState) => {
      if (!abort.signal.aborted) deps.state.set(state)
    }
    return { signal: abort.signal, emit }
  }

  const fail = (emit: (s: TransferState) => void, view: TransferView, error: unknown, progress?: StepProgress) => {
    if (error instanceof UserRejectedError) emit({ kind: 'cancelled', message: error.message })
    else emit({ kind: 'error', view, error: readableError(error), progress })
  }

  /** Follows a remembered transfer to its end; `resumed` says it was picked up after a reload. */
  const follow = async (
    stored: StoredTransfer,
    resumed: boolean,
    calls?: (signal: AbortSignal) => Promise<WalletCalls | undefined>,
  ) => {
    const view = viewOfStored(stored)
    const { signal, emit } = begin()
    let latest: StepProgress = {
      phase: 'tracking',
      stepIndex: view.steps.length - 1,
      itemIndex: 0,
      requestId: stored.requestId,
      transactions: stored.transactions,
      status: stored.status,
      trackingError: undefined,
    }
    emit({ kind: 'running', view, progress: latest, resumed })
    try {
      const engine = await deps.loadEngine()
      const outcome = await followStored({
        stored,
        calls,
        waitForBatch: engine.waitForBatch,
        followRequest: engine.followRequest,
        position: { stepIndex: latest.stepIndex, itemIndex: latest.itemIndex },
        fetchStatus: engine.fetchStatus,
        createPush: engine.createPush,
        signal,
        onProgress: (progress, remembered) => {
          latest = progress
          if (progress.status || remembered.transactions !== stored.transactions)
            history.save({ ...remembered, ...(progress.status ? { status: progress.status } : {}) })
          emit({ kind: 'running', view, progress, resumed })
        },
      })
      history.markSettled(stored.requestId)
      emit({ kind: 'done', view, status: outcome.status, progress: latest })
    } catch (error) {
      if (endsTransfer(error)) history.markSettled(stored.requestId)
      fail(emit, view, error, latest)
    }
  }

  return {
    async start({ quote, summary, wallet, svm }) {
      const plan = planTransfer(quote, summary)
      const { requestId, checkEndpoint } = plan
      if (requestId && (executed.has(requestId) || history.get(requestId))) {
        deps.state.set({ kind: 'cancelled', message: quoteAlreadyUsedMessage() })
        return
      }
      if (requestId) executed.add(requestId)
      const { signal, emit } = begin()
      const createdAt = Date.now()
      let latest: StepProgress | undefined
      emit({ kind: 'running', view: plan, progress: undefined, resumed: false })
      try {
        const engine = await deps.loadEngine()
        const outcome = await engine.runSteps({
          steps: quote.steps,
          ...(await walletsOfQuote({
            quote,
            originChainId: plan.originChainId,
            wallet,
            svm,
            svmChainOf: engine.svmChainOf,
            signal,
          })),
          fetchStatus: engine.fetchStatus,
          createPush: engine.createPush,
          postSignature: engine.postSignature,
          indexTransaction: engine.indexTransaction,
          signal,
          onProgress: (progress) => {
            latest = progress
            // Remembered from the moment the deposit is sent, or its signature is on its way to the service
            // (which then submits it): that is when money is on its way.
            const batchStepIds = progress.batch?.id
              ? quote.steps.slice(0, progress.batch.lastStepIndex + 1).map((s) => s.id)
              : []
            const depositSent =
              progress.phase === 'posting-signature' ||
              progress.phase === 'tracking' ||
              [...batchStepIds, ...progress.transactions.map((t) => t.stepId)].some((id) => id === plan.depositStepId)
            if (requestId && checkEndpoint && depositSent) {
              history.save({
                requestId,
                checkEndpoint,
                createdAt,
                originChainId: plan.originChainId,
                destinationChainId: plan.destinationChainId,
                summary,
                transactions: progress.transactions,
                status: progress.status,
                ...(plan.gasless ? { signed: true } : {}),
                ...(progress.batch?.id
                  ? { batch: { id: progress.batch.id, chainId: progress.batch.chainId, stepIds: batchStepIds } }
                  : {}),
              })
            }
            emit({ kind: 'running', view: plan, progress, resumed: false })
          },
        })
        if (requestId) history.markSettled(requestId)
        emit({ kind: 'done', view: plan, status: outcome.status, progress: latest })
      } catch (error) {
        if (requestId && endsTransfer(error)) history.markSettled(requestId)
        fail(emit, plan, error, latest)
      }
    },

    resume: (stored, calls) => follow(stored, true, calls),

    async watch({ deposit, summary, destinationChainId }) {
      const stored: StoredTransfer = {
        requestId: deposit.requestId,
        checkEndpoint: deposit.checkEndpoint,
        createdAt: Date.now(),
        originChainId: deposit.chainId,
        destinationChainId,
        summary,
        transactions: [],
        deposit,
      }
      history.save(stored)
      await follow(stored, false)
    },

    reset() {
      stop()
      deps.state.set({ kind: 'idle' })
    },

    stop,
  }
}
