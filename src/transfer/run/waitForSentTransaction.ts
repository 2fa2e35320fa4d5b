import { sleep } from '../../lib/backoff'
import type { FetchStatus } from '../track/waitForFinalStatus'
import { BATCH_LONG_WAIT_MS } from './sendBatch'
import { isReceiptTimeout, waitForReceiptThroughOutages } from './waitForReceiptThroughOutages'

/** How often the chain is asked again whether it knows a hash it did not know, once the long wait has begun. */
const SEEN_POLL_MS = 5_000

/**
 * Waits for a sent transaction's receipt, and notices a hash the chain does not know. A wallet usually has its
 * transaction on chain within seconds; one whose hash, after `longWaitMs` (the batch's `BATCH_LONG_WAIT_MS`), is
 * neither a transaction nor a receipt on the chain has not sent it: a Safe answers its own transaction hash (never
 * seen on chain) and sends another once enough owners have signed. Then `onUnseen` is told (once), the wait goes on
 * for as long as it takes (the wallet's timeout for a hash never mined does not end it), and, for the deposit,
 * its request is followed beside it: the service seeing the request move on (the real deposit landed, by another hash)
 * ends the wait with `'moved-on'`.
 *
 * A hash the chain knows (in its mempool) is waited for as before, and the timeout stands.
 */
export async function waitForSentTransaction(
  args: Parameters<typeof waitForReceiptThroughOutages>[0] & {
    /** How long before the chain is asked whether it knows the hash (default `BATCH_LONG_WAIT_MS`). */
    longWaitMs?: number
    /** Told once when the chain still does not know the hash after `longWaitMs`. */
    onUnseen: () => void
    /** The deposit's request, followed beside the receipt once the hash is unknown (`requestMovedOn`). */
    request?: Omit<Parameters<typeof requestMovedOn>[0], 'signal'>
  },
): Promise<{ status: 'success' | 'reverted' } | 'moved-on'> {
  const { wallet, chainId, hash } = args
  const done = new AbortController()
  const stop = () => done.abort(args.signal?.reason)
  args.signal?.addEventListener('abort', stop, { once: true })
  let unseen = false

  const receipt = async () => {
    for (;;) {
      try {
        return await waitForReceiptThroughOutages({ ...args, signal: done.signal })
      } catch (error) {
        // A hash the chain never knew: the wallet has not sent it yet, however long its timeout.
        if (!isReceiptTimeout(error) || done.signal.aborted) throw error
        if (!unseen && (await wallet.seen?.({ chainId, hash }).catch(() => true)) !== false) throw error
      }
    }
  }

  const watch = async (): Promise<'moved-on'> => {
    await sleep(args.longWaitMs ?? BATCH_LONG_WAIT_MS, { signal: done.signal })
    const seen = wallet.seen
    // Known to the chain (in its mempool), or a wallet that cannot say: the receipt alone ends the wait.
    if (!seen) return never(done.signal)
    for (;;) {
      const known = await seen({ chainId, hash }).catch(() => undefined)
      if (known) return never(done.signal)
      if (known === false) break
      // A lookup that failed says nothing: asked again.
      await sleep(SEEN_POLL_MS, { signal: done.signal })
    }
    unseen = true
    args.onUnseen()
    if (!args.request) return never(done.signal)
    await requestMovedOn({ ...args.request, signal: done.signal })
    return 'moved-on'
  }

  try {
    return await Promise.race([receipt(), watch()])
  } finally {
    done.abort()
    args.signal?.removeEventListener('abort', stop)
  }
}

/** Pending until `signal` aborts (then rejects with its reason). */
function never(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason)
    signal.addEventListener('abort', () => reject(signal.reason), { once: true })
  })
}

/**
 * Resolves once the service's status of the request is past `waiting` (the deposit it waits for was seen, whatever
 * its hash; or the request ended). Lookups that fail are asked again at the same pace.
 */
export async function requestMovedOn(args: {
  checkEndpoint: string
  fetchStatus: FetchStatus
  intervalMs: number
  signal: AbortSignal
}): Promise<void> {
  for (;;) {
    const status = await args.fetchStatus({ endpoint: args.checkEndpoint, signal: args.signal }).catch(() => undefined)
    args.signal.throwIfAborted()
    if (status && status.status !== 'waiting') return
    await sleep(args.intervalMs, { signal: args.signal })
  }
}
