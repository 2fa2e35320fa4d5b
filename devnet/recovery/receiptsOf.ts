import type { Hex } from 'viem'
import type { DevnetChain } from '../DevnetContext'

/** Receipts asked for at once when checking what a chain still has. */
const BATCH = 16

/** Which of `hashes` the chain has a receipt for (lowercase hash -> found). */
export async function receiptsOf(chain: DevnetChain, hashes: readonly string[]): Promise<Map<string, boolean>> {
  const found = new Map<string, boolean>()
  const unique = [...new Set(hashes.map((h) => h.toLowerCase()))]
  for (let i = 0; i < unique.length; i += BATCH) {
    const slice = unique.slice(i, i + BATCH)
    const results = await Promise.all(
      slice.map((hash) =>
        chain.client.getTransactionReceipt({ hash: hash as Hex }).then(
          () => true,
          (error: unknown) => {
            // Not found is the answer we look for; anything else (the node is down) must stop recovery.
            if (error instanceof Error && error.name === 'TransactionReceiptNotFoundError') return false
            throw error
          },
        ),
      ),
    )
    for (const [j, hash] of slice.entries()) found.set(hash, results[j]!)
  }
  return found
}
