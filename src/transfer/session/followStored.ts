import type { followRequest, SentTransaction, StepProgress, TransferOutcome } from '../run/runSteps'
import { transactionsOfBatch } from './transactionsOfBatch'
import type { StoredTransfer } from './transferHistory'

type FollowArgs = Parameters<typeof followRequest>[0]

/**
 * Follows a remembered transfer's request to its end. One whose deposit went in a batch (EIP-5792) before a reload
 * is also asked of the wallet beside it, by the batch's id: the request is followed at once (the service sees the
 * deposit whether or not the wallet comes back), the batch's transactions join the progress when the wallet has
 * them, and a batch the wallet reports reverted or dropped ends the following with that error (the service would
 * wait for a deposit that never comes). Asking stops once the request ends. Until then the progress carries the
 * batch (its steps on their way), with `longWait` once it has been pending a while (a Safe collecting signatures).
 *
 * @throws {BatchRevertedError} when the batch reverted on chain; {BatchDroppedError} when the wallet dropped it.
 */
export async function followStored(
  args: Omit<Parameters<typeof transactionsOfBatch>[0], 'signal'> &
    Pick<FollowArgs, 'position' | 'fetchStatus' | 'createPush'> & {
      followRequest: typeof followRequest
      signal: AbortSignal
      /** Each progress, with the transfer as it is to be remembered (with its batch's transactions once known). */
      onProgress: (progress: StepProgress, stored: StoredTransfer) => void
    },
): Promise<TransferOutcome> {
  let stored = args.stored
  let latest: StepProgress | undefined
  const following = new AbortController()
  const asking = new AbortController()
  const stopBoth = () => {
    following.abort(args.signal.reason)
    asking.abort(args.signal.reason)
  }
  if (args.signal.aborted) stopBoth()
  else args.signal.addEventListener('abort', stopBoth, { once: true })
  let batchError: unknown
  let batchTransactions: SentTransaction[] | undefined
  // Sent as a batch whose transactions were not known yet: its steps are shown on their way until the wallet (or the
  // service, seeing the deposit) says where it is, with the long wait's words once it has been pending a while.
  const pending = stored.transactions.length === 0 ? stored.batch : undefined
  let longWait = false
  /** The progress with what the wallet said of the batch: its transactions once known, or that it is still pending. */
  const withBatch = (progress: StepProgress): StepProgress => {
    if (batchTransactions) return { ...progress, transactions: batchTransactions }
    // Once the service has seen the deposit, the batch is on chain.
    if (!pending || (progress.status?.status ?? 'waiting') !== 'waiting') return progress
    const lastStepIndex = new Set(pending.stepIds).size - 1
    const batch = { chainId: pending.chainId, lastStepIndex, id: pending.id }
    return { ...progress, batch: longWait ? { ...batch, longWait } : batch }
  }
  const onLongWait = () => {
    longWait = true
    if (latest) args.onProgress(withBatch(latest), stored)
  }
  void transactionsOfBatch({ ...args, signal: asking.signal, onLongWait }).then(
    (transactions) => {
      if (!transactions || asking.signal.aborted) return
      batchTransactions = transactions
      stored = { ...stored, transactions }
      if (latest) args.onProgress(withBatch(latest), stored)
    },
    (error: unknown) => {
      if (asking.signal.aborted) return
      batchError = error
      following.abort(error)
    },
  )
  try {
    return await args.followRequest({
      requestId: stored.requestId,
      checkEndpoint: stored.checkEndpoint,
      transactions: stored.transactions,
      position: args.position,
      fetchStatus: args.fetchStatus,
      createPush: args.createPush,
      signal: following.signal,
      onProgress: (progress) => {
        latest = progress
        args.onProgress(withBatch(progress), stored)
      },
    })
  } catch (error) {
    throw batchError ?? error
  } finally {
    asking.abort()
    args.signal.removeEventListener('abort', stopBoth)
  }
}
