import type { followRequest, SentTransaction, StepProgress, TransferOutcome } from '../run/runSteps'
import { transactionsOfBatch } from './transactionsOfBatch'
import type { StoredTransfer } from './transferHistory'

type FollowArgs = Parameters<typeof followRequest>[0]

/**
 * Follows a remembered transfer's request to its end. One whose deposit went in a batch (EIP-5792) before a reload
 * is also asked of the wallet beside it, by the batch's id: the request is followed at once (the service sees the
 * deposit whether or not the wallet comes back), the batch's transactions join the progress when the wallet has
 * them, and a batch the wallet reports reverted or dropped ends the following with that error (the service would
 * wait for a deposit that never comes). Asking stops once the request ends. A batch still pending a while after the
 * reload is said to be (`batch.longWait`: a Safe may be waiting for its owners' signatures).
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
  let longWait: StepProgress['batch']
  /** The progress with what the wallet said of the batch: its transactions once known, or that it is long pending. */
  const withBatch = (progress: StepProgress): StepProgress => {
    if (batchTransactions) return { ...progress, transactions: batchTransactions }
    // Once the service has seen the deposit, the batch is on chain: no longer a wait to explain.
    const waiting = (progress.status?.status ?? 'waiting') === 'waiting'
    return longWait && waiting ? { ...progress, batch: longWait } : progress
  }
  const onLongWait = () => {
    const batch = stored.batch
    if (!batch) return
    longWait = { chainId: batch.chainId, lastStepIndex: batch.stepIds.length - 1, id: batch.id, longWait: true }
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
