import { sleep, withRetry } from '../../lib/backoff'
import { BatchDroppedError, BatchRevertedError } from '../../lib/batchErrors'
import { FerryError, walkErrors } from '../../lib/FerryError'
import { UserRejectedError } from '../../lib/walletErrors'
import { withRejection } from '../../lib/withRejection'
import type { SentTransaction } from '../track/StepProgress'
import type { StepBatch } from './batchOfSteps'
import type { WalletCalls } from './StepWallet'

/** How often a sent batch's status is asked until the wallet reports it on chain. */
export const BATCH_POLL_MS = 500
/**
 * How long a batch may stay pending before the person is told why it may (a wallet usually has it on chain within
 * seconds; a Safe waits until enough of its owners have signed, which may take hours).
 */
export const BATCH_LONG_WAIT_MS = 20_000
/** Failed status lookups in a row (a wallet or node restarting) before the error stands. */
const STATUS_ATTEMPTS = 20

/**
 * Sends a batch (`wallet_sendCalls`) and waits until it is on chain. `refused` when the wallet would not send it as
 * a batch (an `atomic: ready` wallet whose account was not upgraded, a batch too large, no such capability after
 * all): the caller sends the calls one by one. A decline by the person is theirs, and thrown as such.
 *
 * @throws {UserRejectedError} when the person declines in their wallet.
 * @throws {BatchRevertedError} when the batch reverted on chain (as a whole: none of it took effect).
 * @throws {BatchDroppedError} when the wallet reports it did not get the batch on chain.
 */
export async function sendBatch(
  args: {
    calls: WalletCalls
    batch: StepBatch
    signal: AbortSignal | undefined
    pollMs?: number
    /** The batch's id, the moment the wallet gives it: a reload picks the batch up by it. */
    onSent: (id: string) => void
  } & LongWait,
): Promise<SentTransaction[] | 'refused'> {
  const { batch } = args
  let id: string
  try {
    id = await refusalsFirst(() =>
      args.calls.send({
        chainId: batch.chainId,
        calls: batch.transactions.map(({ tx }) => ({ to: tx.to, data: tx.data, value: tx.value })),
      }),
    )
  } catch (error) {
    if (error instanceof UserRejectedError) throw error
    args.signal?.throwIfAborted()
    return 'refused'
  }
  args.onSent(id)
  return waitForBatch({
    calls: args.calls,
    id,
    chainId: batch.chainId,
    stepIds: batch.transactions.map((t) => t.stepId),
    signal: args.signal,
    pollMs: args.pollMs,
    longWaitMs: args.longWaitMs,
    onLongWait: args.onLongWait,
  })
}

/** Told once when a sent batch has been pending for `longWaitMs` (default BATCH_LONG_WAIT_MS). */
type LongWait = { longWaitMs?: number; onLongWait?: () => void }

/**
 * The wallet's EIP-5792 refusals (5700-5799: a capability it lacks, a chain, a batch too large, an upgrade to atomic
 * declined) mean "not as a batch", even 5750, whose words say the user rejected the upgrade: the calls then go one
 * by one. Anything else that says the person declined is their decline.
 */
async function refusalsFirst<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action()
  } catch (error) {
    if (walkErrors(error, isBatchRefusal) !== null) throw new BatchRefusedSignal()
    return withRejection(() => Promise.reject(error))
  }
}

const isBatchRefusal = (e: unknown) => {
  const code = (e as { code?: unknown }).code
  return typeof code === 'number' && code >= 5700 && code < 5800
}

/** Thrown inside `sendBatch` only (caught there, never shown): the wallet would not batch. */
class BatchRefusedSignal extends FerryError {
  override name = 'BatchRefusedSignal'
  constructor() {
    super('The wallet would not batch these calls.')
  }
}

/**
 * Follows a sent batch by its id (`wallet_getCallsStatus`) until it is on chain: the transactions that carried it,
 * one entry per step (a batch carried by one transaction gives every step its hash).
 */
export async function waitForBatch(
  args: {
    calls: WalletCalls
    id: string
    chainId: number
    stepIds: string[]
    signal: AbortSignal | undefined
    pollMs?: number
  } & LongWait,
): Promise<SentTransaction[]> {
  const pollMs = args.pollMs ?? BATCH_POLL_MS
  const longWaitAt = Date.now() + (args.longWaitMs ?? BATCH_LONG_WAIT_MS)
  let toldLongWait = false
  // A lookup that fails is asked again at the same pace, up to STATUS_ATTEMPTS in a row, by the one retry loop.
  const readStatus = () =>
    withRetry(() => args.calls.status(args.id), {
      policy: { baseMs: pollMs, maxMs: pollMs },
      retries: STATUS_ATTEMPTS - 1,
      signal: args.signal,
    })
  for (;;) {
    args.signal?.throwIfAborted()
    const status = await readStatus()
    if (status.state !== 'pending') {
      const last = status.hashes.at(-1)
      if (status.state === 'dropped' || !last) throw new BatchDroppedError()
      if (status.state === 'reverted') throw new BatchRevertedError({ chainId: args.chainId, hash: last })
      const stepIds = [...new Set(args.stepIds)]
      return stepIds.map((stepId, index) => ({
        chainId: args.chainId,
        hash: status.hashes.length === stepIds.length ? (status.hashes[index] as string) : last,
        stepId,
      }))
    }
    if (!toldLongWait && Date.now() >= longWaitAt) {
      toldLongWait = true
      args.onLongWait?.()
    }
    await sleep(pollMs, { signal: args.signal })
  }
}
