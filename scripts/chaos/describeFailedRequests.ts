import type { RecoveryReport } from '../../devnet/recovery/recoverChains'
import type { DevnetHarness } from '../../devnet/testing/devnetHarness'

/** Requests described at most: a run with many failures says enough with the first ones. */
const MAX_DESCRIBED = 5
const REQUEST_ID = /0x[0-9a-f]{64}/

/**
 * What the store and the recoveries say of each request a failed check names (its status history, its transactions,
 * its deposits, and every recovery that mentions one of its hashes), so a failure that a seed does not reproduce can
 * still be read afterwards.
 */
export async function describeFailedRequests(
  h: DevnetHarness,
  failures: readonly string[],
  recoveries: readonly RecoveryReport[],
): Promise<string[]> {
  const ids = [...new Set(failures.map((f) => REQUEST_ID.exec(f)?.[0]).filter((id) => id !== undefined))]
  const lines: string[] = []
  for (const id of ids.slice(0, MAX_DESCRIBED)) {
    const record = await h.record(id).catch(() => undefined)
    if (!record) continue
    lines.push(`request ${id}:`)
    lines.push(`  history: ${record.history.map((e) => `${e.status}@${e.at}`).join(' -> ')}`)
    for (const t of record.transactions)
      lines.push(`  ${t.kind} chain ${t.chainId} ${t.txHash} ${t.status} block ${t.blockNumber}`)
    for (const d of record.deposits) lines.push(`  deposit event ${JSON.stringify(d)}`)
    const hashes = new Set(record.transactions.map((t) => String(t.txHash).toLowerCase()))
    for (const [i, recovery] of recoveries.entries())
      for (const chain of recovery.chains) {
        const seen = (list: readonly string[]) => list.filter((hash) => hashes.has(hash.toLowerCase()))
        const found = {
          replayed: seen(chain.replayed),
          revertedOnReplay: seen(chain.revertedOnReplay),
          cancelled: seen(chain.cancelled),
          lost: seen(chain.lostDeposits.map((d) => d.txHash)),
        }
        if (Object.values(found).some((list) => list.length))
          lines.push(
            `  recovery #${i} chain ${chain.chainId} (head ${chain.head}, kept ${chain.kept}): ${JSON.stringify(found)}`,
          )
      }
    if (recoveries.some((r) => r.filledWithoutDeposit.includes(id))) lines.push('  reported filled without its deposit')
  }
  return lines
}
