import type { Hex } from 'viem'
import type { DevnetChain } from '../DevnetContext'
import type { RequestTransaction } from '../store/TransactionsTable'

/**
 * Whether a fill the store has not seen mined yet (sent, its receipt not recorded: the stop ends the solver's
 * receipt waits at once) is on its chain after all, succeeded. Chaos seed 1: the origin was killed with the deposit,
 * the fill had landed on a chain that kept running, and recovery, reading only the store, ended the request
 * DEPOSIT_REORGED with its fill paid out.
 */
export async function fillLanded(
  chains: readonly Pick<DevnetChain, 'id' | 'client'>[],
  transactions: readonly RequestTransaction[],
): Promise<boolean> {
  for (const t of transactions) {
    if (t.kind !== 'fill' || t.blockNumber !== null || t.status === 'failure') continue
    const chain = chains.find((c) => c.id === t.chainId)
    if (!chain) continue
    const receipt = await chain.client.getTransactionReceipt({ hash: t.txHash as Hex }).catch(() => undefined)
    if (receipt?.status === 'success') return true
  }
  return false
}
