import { BaseError, WaitForTransactionReceiptTimeoutError } from 'viem'
import { withRetry } from '../../lib/backoff'
import { isUserRejection } from '../../lib/walletErrors'
import type { StepWallet } from './StepWallet'

/** How many failed receipt lookups in a row (about five minutes at 10 s each) before the error stands. */
const RECEIPT_ATTEMPTS = 32
/** The first wait before asking a chain again for a receipt, when the caller names none. */
export const RECEIPT_RETRY_MS = 1000
/** The longest wait between two receipt lookups. */
const RECEIPT_RETRY_MAX_MS = 10_000

/**
 * The receipt of a sent transaction, asked again when the lookup fails for a reason other than the wallet giving
 * up on it (a chain node restarting answers nothing for a while): the transaction is sent, and may be mined, so
 * the transfer is in flight and the page keeps up with it. Each failure is reported (the UI says it reconnects).
 */
export async function waitForReceiptThroughOutages(args: {
  wallet: StepWallet
  chainId: number
  hash: `0x${string}`
  signal: AbortSignal | undefined
  /** The first wait after a failed lookup; it doubles up to 10 s. */
  retryMs: number
  onError: (error: Error) => void
}): Promise<{ status: 'success' | 'reverted' }> {
  return withRetry(() => args.wallet.waitForReceipt({ chainId: args.chainId, hash: args.hash }), {
    policy: { baseMs: args.retryMs, maxMs: RECEIPT_RETRY_MAX_MS },
    retries: RECEIPT_ATTEMPTS - 1,
    // The wallet's own deadline for a transaction the chain never mined: asking again would not help.
    shouldRetry: (error) => !isReceiptTimeout(error) && !isUserRejection(error),
    onRetry: (error) => args.onError(error instanceof Error ? error : new Error(String(error))),
    signal: args.signal,
  })
}

/** viem's timeout for a transaction the chain has not mined, however deep in the causes. */
export function isReceiptTimeout(error: unknown): boolean {
  return error instanceof BaseError && error.walk((e) => e instanceof WaitForTransactionReceiptTimeoutError) !== null
}
