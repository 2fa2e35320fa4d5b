import { BatchDroppedError } from '../../lib/batchErrors'
import { TrackingStoppedError, TransactionRevertedError } from '../../lib/walletErrors'
import type { SentTransaction, WalletCalls, waitForBatch } from '../run/runSteps'
import type { StoredTransfer } from './transferHistory'

/**
 * The transactions of a transfer sent as one batch (EIP-5792) before a reload, asked of the wallet by the batch's
 * id once it is on chain; undefined when there is no such batch or no wallet to ask (the request's status alone is
 * then followed: the service sees the deposit either way).
 *
 * @throws {BatchRevertedError} when the batch reverted on chain; {BatchDroppedError} when the wallet dropped it.
 */
export async function transactionsOfBatch(args: {
  stored: StoredTransfer
  calls: (() => Promise<WalletCalls | undefined>) | undefined
  waitForBatch: typeof waitForBatch
  signal: AbortSignal
}): Promise<SentTransaction[] | undefined> {
  const batch = args.stored.transactions.length === 0 ? args.stored.batch : undefined
  if (!batch) return undefined
  const calls = await args.calls?.().catch(() => undefined)
  if (!calls) return undefined
  return args.waitForBatch({ calls, ...batch, signal: args.signal })
}

/** An error after which nothing more happens to the transfer: it is not resumed again. */
export function endsTransfer(error: unknown): boolean {
  return (
    error instanceof TrackingStoppedError ||
    error instanceof TransactionRevertedError ||
    error instanceof BatchDroppedError
  )
}
