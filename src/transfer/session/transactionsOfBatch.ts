import { BatchDroppedError, BatchRevertedError } from '../../lib/batchErrors'
import { TrackingStoppedError, TransactionRevertedError } from '../../lib/walletErrors'
import type { SentTransaction, WalletCalls, waitForBatch } from '../run/runSteps'
import type { StoredTransfer } from './transferHistory'

/**
 * The transactions of a transfer sent as one batch (EIP-5792) before a reload, asked of the wallet by the batch's
 * id (it waits for the wallet to reconnect, and for the batch to be on chain); undefined when there is no such
 * batch, no wallet to ask, or the wallet cannot say (another account, a wallet without EIP-5792): the request's
 * status alone is then followed, for the service sees the deposit either way.
 *
 * @throws {BatchRevertedError} when the batch reverted on chain; {BatchDroppedError} when the wallet dropped it.
 */
export async function transactionsOfBatch(args: {
  stored: StoredTransfer
  /** The connected wallet's EIP-5792 methods, once it is connected; undefined if it has none (or `signal` aborts). */
  calls: ((signal: AbortSignal) => Promise<WalletCalls | undefined>) | undefined
  waitForBatch: typeof waitForBatch
  signal: AbortSignal
  /** The batch has been pending a while since the wallet was asked (a Safe waiting for its owners' signatures). */
  onLongWait?: () => void
}): Promise<SentTransaction[] | undefined> {
  const batch = args.stored.transactions.length === 0 ? args.stored.batch : undefined
  if (!batch) return undefined
  const calls = await args.calls?.(args.signal).catch(() => undefined)
  if (!calls) return undefined
  try {
    return await args.waitForBatch({ calls, ...batch, signal: args.signal, onLongWait: args.onLongWait })
  } catch (error) {
    if (error instanceof BatchRevertedError || error instanceof BatchDroppedError) throw error
    return undefined
  }
}

/** An error after which nothing more happens to the transfer: it is not resumed again. */
export function endsTransfer(error: unknown): boolean {
  return (
    error instanceof TrackingStoppedError ||
    error instanceof TransactionRevertedError ||
    error instanceof BatchDroppedError
  )
}
