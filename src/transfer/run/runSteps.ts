import type { Step } from '../../api/schemas/quote'
import { isSignatureStep, isSvmStepData, isTransactionStep } from '../../api/schemas/stepKinds'
import { MissingCheckError, TransactionRevertedError, UnsupportedStepError } from '../../lib/walletErrors'
import { withRejection } from '../../lib/withRejection'
import type { SvmStepSigner } from '../../solana/svmStepSigner'
import type { StatusPush } from '../track/createStatusPush'
import { followRequest, STATUS_POLL_MS } from '../track/followRequest'
import type { SentTransaction, StepPhase, StepProgress, TransferOutcome } from '../track/StepProgress'
import type { FetchStatus } from '../track/waitForFinalStatus'
import { withAllowanceResets } from './allowanceResets'
import { batchOfSteps } from './batchOfSteps'
import { requestOfSteps } from './requestOfSteps'
import type { StepWallet } from './StepWallet'
import { sendBatch } from './sendBatch'
import { sendSvmItem } from './sendSvmItem'
import { type PostSignature, signAndPost } from './signAndPost'
import { RECEIPT_RETRY_MS } from './waitForReceiptThroughOutages'
import { waitForSentTransaction } from './waitForSentTransaction'

// The step runner's API, where its callers have always found it.
export { followRequest, STATUS_POLL_MS } from '../track/followRequest'
export type { SentTransaction, StepPhase, StepProgress, TransferOutcome } from '../track/StepProgress'
export { waitForFinalStatus } from '../track/waitForFinalStatus'
export type { BatchCall, BatchStatus, StepWallet, WalletCalls } from './StepWallet'
export { waitForBatch } from './sendBatch'

export type RunStepsArgs = {
  steps: Step[]
  wallet: StepWallet
  /** Reads a check endpoint (already rewritten to v3 by the caller if needed). */
  fetchStatus: FetchStatus
  onProgress?: (progress: StepProgress) => void
  signal?: AbortSignal
  pollIntervalMs?: number
  /** First wait before asking a chain again for a receipt after a failed lookup (doubles up to 10 s). */
  receiptRetryMs?: number
  /** Opens a websocket push for the request, when the network has one; polling alone otherwise. */
  createPush?: (requestId: string) => StatusPush | undefined
  /** Sends a signature item's `post` with the signature; needed only by quotes with signature steps. */
  postSignature?: PostSignature
  /** The Solana wallet, for a quote from an svm chain; loaded on demand (it brings the Solana libraries). */
  svm?: () => Promise<SvmStepSigner>
  /** That svm origin chain: its id (for the progress) and its RPC (the catalogue's `httpRpcUrl`). */
  svmChain?: { chainId: number; rpcUrl: string }
  /**
   * Tells the service about the deposit as soon as its hash is known (`POST /transactions/index`, as the official
   * client does), so it need not wait to find it on chain. Fire and forget: what it answers changes nothing here.
   */
  indexTransaction?: (tx: { chainId: number; hash: string }) => Promise<unknown>
  /**
   * How long a sent batch may stay pending, or a sent transaction unknown to the chain, before the person is told why
   * (`BATCH_LONG_WAIT_MS`).
   */
  longWaitMs?: number
}

/**
 * Executes a quote's steps in order, then follows the request
 * (`followRequest`) until it reaches a final status.
 *
 * - The leading transaction steps (approvals, then the deposit) go as one
 *   EIP-5792 batch when the wallet batches on their chain (`sendBatch`): one
 *   confirmation. A wallet that then refuses gets them one by one, as below.
 *   An approval the token would refuse gets one to 0 first (`withAllowanceResets`).
 * - A transaction item: switch chain if needed, send, wait for the receipt.
 *   Earlier steps (approvals) are done when their receipt is in. One with
 *   Solana instructions goes to `svm`, which signs, sends and confirms it;
 *   its base58 signature is the transaction's hash.
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

  // The deposit is the quote's last step (its id is `deposit` on a bridge); the service is told of its transactions.
  const depositStepId = steps.at(-1)?.id
  const indexDeposit = (sent: SentTransaction) => {
    if (sent.stepId !== depositStepId || !args.indexTransaction) return
    args.indexTransaction({ chainId: sent.chainId, hash: sent.hash }).catch(() => undefined)
  }

  let batchShown: StepProgress['batch']
  let batchRefused = false
  let unseen = false
  const report = (phase: StepPhase, stepIndex: number, itemIndex: number, trackingError?: Error) =>
    args.onProgress?.({
      phase,
      stepIndex,
      itemIndex,
      requestId,
      transactions: [...transactions],
      status: undefined,
      trackingError,
      ...(batchShown ? { batch: batchShown } : {}),
      ...(batchRefused ? { batchRefused } : {}),
      ...(unseen ? { unseen } : {}),
    })
  const switchTo = async (chainId: number, stepIndex: number, itemIndex: number) => {
    if ((await wallet.getChainId()) === chainId) return
    report('switching-chain', stepIndex, itemIndex)
    await withRejection(() => wallet.switchChain(chainId))
  }

  // An approval the token would refuse while another is outstanding gets one to 0 before it.
  steps.splice(0, steps.length, ...(await withAllowanceResets(steps, wallet)))
  const batch = batchOfSteps(steps)
  let firstStep = 0
  if (batch && wallet.calls && (await wallet.calls.canBatch(batch.chainId).catch(() => false))) {
    await switchTo(batch.chainId, 0, 0)
    signal?.throwIfAborted()
    const shown = { chainId: batch.chainId, lastStepIndex: batch.lastStepIndex }
    const show = (phase: StepPhase, more: Partial<NonNullable<StepProgress['batch']>> = {}) => {
      batchShown = { ...shown, ...batchShown, ...more }
      report(phase, 0, 0)
    }
    show('awaiting-signature')
    const sent = await sendBatch({
      calls: wallet.calls,
      batch,
      signal,
      pollMs: args.receiptRetryMs,
      longWaitMs: args.longWaitMs,
      onSent: (id) => show('confirming', { id }),
      onLongWait: () => show('confirming', { longWait: true }),
    })
    batchShown = undefined
    if (sent === 'refused') batchRefused = true
    else {
      transactions.push(...sent)
      for (const tx of sent) indexDeposit(tx)
      firstStep = batch.lastStepIndex + 1
    }
  }

  // Steps a signature's answer appends run in turn, so the list can grow while it is walked.
  for (let stepIndex = firstStep; stepIndex < steps.length; stepIndex++) {
    const step = steps[stepIndex] as Step
    if (isSignatureStep(step)) {
      for (const [itemIndex, item] of step.items.entries()) {
        if (item.status === 'complete') continue
        signal?.throwIfAborted()
        const added = await signAndPost({
          item,
          wallet,
          signal,
          postSignature: args.postSignature,
          report: (phase) => report(phase, stepIndex, itemIndex),
          switchTo: (chainId) => switchTo(chainId, stepIndex, itemIndex),
        })
        steps.push(...added)
      }
      continue
    }
    if (!isTransactionStep(step)) throw new UnsupportedStepError(step.kind)
    for (const [itemIndex, item] of step.items.entries()) {
      if (item.status === 'complete') continue
      signal?.throwIfAborted()
      const tx = item.data
      if (isSvmStepData(tx)) {
        await sendSvmItem({
          args,
          tx,
          stepId: step.id,
          transactions,
          report: (phase) => report(phase, stepIndex, itemIndex),
          onSent: indexDeposit,
        })
        continue
      }
      await switchTo(tx.chainId, stepIndex, itemIndex)
      signal?.throwIfAborted()
      report('awaiting-signature', stepIndex, itemIndex)
      const hash = await withRejection(() => wallet.sendTransaction(tx))
      const sent = { chainId: tx.chainId, hash, stepId: step.id }
      transactions.push(sent)
      indexDeposit(sent)
      report('confirming', stepIndex, itemIndex)
      // The deposit is followed by its request too: a Safe's hash never lands, the deposit it sends later does.
      const checkEndpoint = step.id === depositStepId ? requestOfSteps(steps).checkEndpoint : undefined
      const receipt = await waitForSentTransaction({
        wallet,
        chainId: tx.chainId,
        hash,
        signal,
        retryMs: args.receiptRetryMs ?? RECEIPT_RETRY_MS,
        onError: (error) => report('confirming', stepIndex, itemIndex, error),
        longWaitMs: args.longWaitMs,
        onUnseen: () => {
          unseen = true
          report('confirming', stepIndex, itemIndex)
        },
        request: checkEndpoint
          ? { checkEndpoint, fetchStatus: args.fetchStatus, intervalMs: args.pollIntervalMs ?? STATUS_POLL_MS }
          : undefined,
      })
      unseen = false
      // The hash the wallet gave never landed: the service's status names the deposit that did.
      if (receipt === 'moved-on') {
        transactions.splice(transactions.indexOf(sent), 1)
        break
      }
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
