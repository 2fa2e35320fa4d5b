import { ApiError } from '../api/ApiError'
import type {
  SignatureItem,
  SignaturePost,
  SignaturePostResponse,
  SignPayload,
  Step,
  StepTransaction,
} from '../api/schemas/quote'
import { isFinalStatus, refundHasFailed, type StatusResponse } from '../api/schemas/status'
import { isSignatureStep, isTransactionStep } from '../api/schemas/stepKinds'
import type { StatusPush } from './createStatusPush'
import {
  isUserRejection,
  MissingCheckError,
  TrackingStoppedError,
  TransactionRevertedError,
  UnsupportedStepError,
  UserRejectedError,
} from './errors'
import { requestOfSteps } from './transferPlan'

/** What the step runner needs from a wallet; wagmi provides it in the app, tests provide anvil. */
export type StepWallet = {
  getChainId(): Promise<number>
  switchChain(chainId: number): Promise<void>
  sendTransaction(tx: StepTransaction): Promise<`0x${string}`>
  waitForReceipt(args: { chainId: number; hash: `0x${string}` }): Promise<{ status: 'success' | 'reverted' }>
  /** Signs what a signature item asks for: EIP-191 text or EIP-712 typed data. */
  sign(payload: SignPayload): Promise<`0x${string}`>
}

export type SentTransaction = { chainId: number; hash: `0x${string}`; stepId: string }

/** Status checks while a request is followed, once a second (the interface's polling advice). */
export const STATUS_POLL_MS = 1000

/**
 * `awaiting-signature`: a transaction to confirm in the wallet; `awaiting-message-signature`:
 * a message to sign (no transaction, no gas); `posting-signature`: the signature is on its way to the service.
 */
export type StepPhase =
  | 'switching-chain'
  | 'awaiting-signature'
  | 'awaiting-message-signature'
  | 'posting-signature'
  | 'confirming'
  | 'tracking'

/** Snapshot reported after every change, so a UI can render the whole journey from it. */
export type StepProgress = {
  phase: StepPhase
  stepIndex: number
  itemIndex: number
  requestId: string | undefined
  transactions: SentTransaction[]
  status: StatusResponse | undefined
  /** Set while status checks fail; cleared by the next good answer. */
  trackingError: Error | undefined
}

export type TransferOutcome = {
  requestId: string | undefined
  transactions: SentTransaction[]
  status: StatusResponse
}

export type RunStepsArgs = {
  steps: Step[]
  wallet: StepWallet
  /** Reads a check endpoint (already rewritten to v3 by the caller if needed). */
  fetchStatus: (args: { endpoint: string; signal: AbortSignal }) => Promise<StatusResponse>
  onProgress?: (progress: StepProgress) => void
  signal?: AbortSignal
  pollIntervalMs?: number
  /** First wait before asking a chain again for a receipt after a failed lookup (doubles up to 10 s). */
  receiptRetryMs?: number
  /** Opens a websocket push for the request, when the network has one; polling alone otherwise. */
  createPush?: (requestId: string) => StatusPush | undefined
  /** Sends a signature item's `post` with the signature; needed only by quotes with signature steps. */
  postSignature?: (args: {
    post: SignaturePost
    signature: `0x${string}`
    signal?: AbortSignal
  }) => Promise<SignaturePostResponse>
}

/**
 * Executes a quote's steps in order, then follows the request
 * (`followRequest`) until it reaches a final status.
 *
 * - A transaction item: switch chain if needed, send, wait for the receipt.
 *   Earlier steps (approvals) are done when their receipt is in.
 * - A signature item: sign its EIP-191 message or EIP-712 data (on the
 *   domain's chain), then send its `post` with the signature; steps the answer
 *   carries are appended and run. A gasless deposit is one such item: the
 *   service submits the deposit, so the person sends no transaction at all.
 *
 * Only the last step's check says what happened to the transfer.
 *
 * @throws {UserRejectedError} when the person declines in their wallet.
 * @throws {TransactionRevertedError} when a transaction reverts.
 * @throws {UnsupportedStepError} for a step kind Ferry cannot execute.
 * @throws {MissingCheckError} when the quote gives no way to follow the request.
 * @throws {ApiError} when the service refuses a signature (expired, invalid, balance spent).
 */
export async function runSteps(args: RunStepsArgs): Promise<TransferOutcome> {
  const { wallet, signal } = args
  const steps = [...args.steps]
  const transactions: SentTransaction[] = []
  const { requestId } = requestOfSteps(steps)
  const unsupported = steps.find((step) => !isTransactionStep(step) && !isSignatureStep(step))
  if (unsupported) throw new UnsupportedStepError(unsupported.kind)
  // The answer to a signature's post may bring the steps, and the check, that follow.
  const postsSignature = steps.some((step) => isSignatureStep(step) && step.items.some((item) => item.data.post))
  if (!requestOfSteps(steps).checkEndpoint && !postsSignature) throw new MissingCheckError()

  const report = (phase: StepPhase, stepIndex: number, itemIndex: number, trackingError?: Error) =>
    args.onProgress?.({
      phase,
      stepIndex,
      itemIndex,
      requestId,
      transactions: [...transactions],
      status: undefined,
      trackingError,
    })
  const switchTo = async (chainId: number, stepIndex: number, itemIndex: number) => {
    if ((await wallet.getChainId()) === chainId) return
    report('switching-chain', stepIndex, itemIndex)
    await withRejection(() => wallet.switchChain(chainId))
  }

  // Steps a signature's answer appends run in turn, so the list can grow while it is walked.
  for (let stepIndex = 0; stepIndex < steps.length; stepIndex++) {
    const step = steps[stepIndex] as Step
    if (isSignatureStep(step)) {
      for (const [itemIndex, item] of step.items.entries()) {
        if (item.status === 'complete') continue
        throwIfAborted(signal)
        steps.push(...(await signAndPost({ ...args, item, stepIndex, itemIndex, report, switchTo })))
      }
      continue
    }
    if (!isTransactionStep(step)) throw new UnsupportedStepError(step.kind)
    for (const [itemIndex, item] of step.items.entries()) {
      if (item.status === 'complete') continue
      throwIfAborted(signal)
      const tx = item.data
      await switchTo(tx.chainId, stepIndex, itemIndex)
      throwIfAborted(signal)
      report('awaiting-signature', stepIndex, itemIndex)
      const hash = await withRejection(() => wallet.sendTransaction(tx))
      transactions.push({ chainId: tx.chainId, hash, stepId: step.id })
      report('confirming', stepIndex, itemIndex)
      const receipt = await waitForReceiptThroughOutages({
        wallet,
        chainId: tx.chainId,
        hash,
        signal,
        retryMs: args.receiptRetryMs ?? 1000,
        onError: (error) => report('confirming', stepIndex, itemIndex, error),
      })
      if (receipt.status !== 'success') throw new TransactionRevertedError({ chainId: tx.chainId, hash })
    }
  }

  const { checkEndpoint } = requestOfSteps(steps)
  if (!checkEndpoint) throw new MissingCheckError()
  const lastStepIndex = steps.length - 1
  return followRequest({
    ...args,
    requestId,
    checkEndpoint,
    transactions,
    position: { stepIndex: lastStepIndex, itemIndex: Math.max(0, (steps[lastStepIndex]?.items.length ?? 1) - 1) },
  })
}

/** How many failed receipt lookups in a row (about five minutes at 10 s each) before the error stands. */
const RECEIPT_ATTEMPTS = 32

/**
 * The receipt of a sent transaction, asked again when the lookup fails for a reason other than the wallet giving
 * up on it (a chain node restarting answers nothing for a while): the transaction is sent, and may be mined, so
 * the transfer is in flight and the page keeps up with it. Each failure is reported (the UI says it reconnects).
 */
async function waitForReceiptThroughOutages(args: {
  wallet: StepWallet
  chainId: number
  hash: `0x${string}`
  signal: AbortSignal | undefined
  retryMs: number
  onError: (error: Error) => void
}): Promise<{ status: 'success' | 'reverted' }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await args.wallet.waitForReceipt({ chainId: args.chainId, hash: args.hash })
    } catch (error) {
      throwIfAborted(args.signal)
      const name = (error as { name?: unknown }).name
      // The wallet's own deadline for a transaction the chain never mined (viem's timeout): asking again would not help.
      if (name === 'WaitForTransactionReceiptTimeoutError' || isUserRejection(error) || attempt >= RECEIPT_ATTEMPTS)
        throw error
      args.onError(error instanceof Error ? error : new Error(String(error)))
      await sleep(Math.min(10_000, args.retryMs * 2 ** Math.min(attempt - 1, 4)), args.signal)
    }
  }
}

/** One signature item: sign on the right chain, post the signature, return the steps the answer adds. */
async function signAndPost(
  args: RunStepsArgs & {
    item: SignatureItem
    stepIndex: number
    itemIndex: number
    report: (phase: StepPhase, stepIndex: number, itemIndex: number) => void
    switchTo: (chainId: number, stepIndex: number, itemIndex: number) => Promise<void>
  },
): Promise<Step[]> {
  const { item, stepIndex, itemIndex, wallet, signal } = args
  const { sign, post } = item.data
  if (!sign) return []
  const chainId = signingChainOf(sign)
  if (chainId !== undefined) await args.switchTo(chainId, stepIndex, itemIndex)
  throwIfAborted(signal)
  args.report('awaiting-message-signature', stepIndex, itemIndex)
  const signature = await withRejection(() => wallet.sign(sign))
  if (!post) return []
  if (!args.postSignature) throw new UnsupportedStepError('signature')
  throwIfAborted(signal)
  args.report('posting-signature', stepIndex, itemIndex)
  const answer = await args.postSignature({ post, signature, signal })
  return answer.steps ?? []
}

/** The chain an EIP-712 domain names, which wallets require to be the active one; none for EIP-191. */
export function signingChainOf(payload: SignPayload): number | undefined {
  if (payload.signatureKind !== 'eip712') return undefined
  const chainId = payload.domain.chainId
  if (typeof chainId === 'number' && Number.isSafeInteger(chainId)) return chainId
  if (typeof chainId === 'string' && /^\d+$/.test(chainId)) return Number(chainId)
  return undefined
}

/**
 * Follows a request whose deposit is sent until its final status, reporting
 * `tracking` progress on every answer: the second half of `runSteps`, and the
 * whole of a transfer resumed after a reload. Listens on the websocket when
 * `createPush` gives one, and polls either way.
 */
export async function followRequest(args: {
  requestId: string | undefined
  checkEndpoint: string
  /** The transactions already sent, shown with the progress. */
  transactions: SentTransaction[]
  /** Where in the steps tracking happens (the last item of the last step). */
  position: { stepIndex: number; itemIndex: number }
  fetchStatus: RunStepsArgs['fetchStatus']
  createPush?: RunStepsArgs['createPush']
  onProgress?: RunStepsArgs['onProgress']
  signal?: AbortSignal
  pollIntervalMs?: number
}): Promise<TransferOutcome> {
  const { requestId, transactions } = args
  const push = requestId ? args.createPush?.(requestId) : undefined
  try {
    const status = await waitForFinalStatus({
      endpoint: args.checkEndpoint,
      fetchStatus: args.fetchStatus,
      intervalMs: args.pollIntervalMs ?? STATUS_POLL_MS,
      signal: args.signal,
      push,
      onStatus: (s, trackingError) =>
        args.onProgress?.({
          phase: 'tracking',
          ...args.position,
          requestId,
          transactions: [...transactions],
          status: s,
          trackingError,
        }),
    })
    return { requestId, transactions, status }
  } finally {
    push?.close()
  }
}

/**
 * Polls a check endpoint until a final status. Failed checks (service down,
 * garbage answers) are reported and retried with backoff up to 10 s; they
 * never end the wait, because the money is already on its way.
 *
 * `failure` is final only once it has held for `failureGraceMs` (or carries a
 * refundFailReason): the service follows a failure with a refund, and its
 * statuses can flap briefly (pending -> failure -> pending -> refund).
 */
export async function waitForFinalStatus(args: {
  endpoint: string
  fetchStatus: RunStepsArgs['fetchStatus']
  intervalMs: number
  signal?: AbortSignal
  onStatus?: (status: StatusResponse | undefined, error?: Error) => void
  failureGraceMs?: number
  /** A websocket that says when to look again; while it is healthy, polling slows to `slowIntervalMs`. */
  push?: StatusPush
  slowIntervalMs?: number
}): Promise<StatusResponse> {
  const failureGraceMs = args.failureGraceMs ?? 30_000
  const slowIntervalMs = args.slowIntervalMs ?? 5_000
  let wake: (() => void) | undefined
  // A success the stream reported whole: shown at once, without reading it again over HTTP. Any other update only
  // wakes the loop: a refund's or a failure's words (failReason) are not on the public stream.
  let pushedSuccess: StatusResponse | undefined
  // Set by an update that arrives while a read is under way: that read may predate it, so the next one is not delayed.
  let woken = false
  const stopListening = args.push?.onUpdate((update) => {
    if (update.parsed?.status === 'success') pushedSuccess = update.parsed
    woken = true
    wake?.()
  })
  let failingSince: number | undefined
  const controller = new AbortController()
  const abort = () => controller.abort(args.signal?.reason)
  args.signal?.addEventListener('abort', abort, { once: true })
  let last: StatusResponse | undefined
  let failures = 0
  try {
    for (;;) {
      throwIfAborted(args.signal)
      if (pushedSuccess) {
        args.onStatus?.(pushedSuccess)
        return pushedSuccess
      }
      woken = false
      try {
        const status = await args.fetchStatus({ endpoint: args.endpoint, signal: controller.signal })
        failures = 0
        last = status
        args.onStatus?.(status)
        if (status.status === 'failure') {
          // A failed refund is recorded on the failure itself: no refund status will follow.
          failingSince ??= Date.now()
          if (refundHasFailed(status) || Date.now() - failingSince >= failureGraceMs) return status
        } else {
          failingSince = undefined
          if (isFinalStatus(status.status)) return status
        }
      } catch (error) {
        throwIfAborted(args.signal)
        // An answer that will not change by asking again (the service does not know the request, refuses the key):
        // following it forever would only say "Reconnecting…" forever.
        if (isPermanent(error)) throw new TrackingStoppedError({ cause: error })
        failures++
        args.onStatus?.(last, error instanceof Error ? error : new Error(String(error)))
      }
      if (woken) continue
      const base = args.push?.healthy() ? slowIntervalMs : args.intervalMs
      const delay = failures === 0 ? base : Math.min(10_000, args.intervalMs * 2 ** Math.min(failures - 1, 4))
      await sleep(delay, args.signal, (resume) => (wake = resume))
    }
  } finally {
    wake = undefined
    stopListening?.()
    args.signal?.removeEventListener('abort', abort)
  }
}

/** 4xx answers other than "too many requests" and "timeout": asking again gives the same answer. */
function isPermanent(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.kind === 'http' &&
    error.status !== undefined &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  )
}

async function withRejection<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action()
  } catch (error) {
    if (isUserRejection(error)) throw new UserRejectedError(error)
    throw error
  }
}

function throwIfAborted(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError')
}

/** Waits `ms`, or less when `onWakeable`'s resume is called (a push said something changed). */
function sleep(ms: number, signal?: AbortSignal, onWakeable?: (resume: () => void) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }
    const timer = setTimeout(done, ms)
    onWakeable?.(done)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'))
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
