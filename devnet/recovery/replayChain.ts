import { type Hex, keccak256, parseTransaction, type TransactionReceipt } from 'viem'
import type { DevnetChain, DevnetContext } from '../DevnetContext'
import type { RecordedSolverTransaction } from '../store/RecoveryTable'
import { receiptsOf } from './receiptsOf'
import type { ChainRecovery } from './recoverChains'

/** How long a sent-again transaction may take to be mined (anvil automines: normally at once). */
const RECEIPT_TIMEOUT_MS = 20_000

/**
 * Step 3 of `recoverChains` on one chain: every recorded solver transaction the chain no longer has is sent again
 * from its signed bytes, in nonce order, or cancelled (an empty transaction takes its nonce) when it paid out of a
 * deposit the chain lost. A gasless deposit (the solver's own transaction) that does not land (it reverted this time,
 * or its nonce went to another transaction) is listed in `gaslessNotLanded`, and what this chain would pay out of it
 * afterwards (its refund, its payouts) is cancelled like what paid out of a lost deposit.
 */
export async function replayChain(
  context: Pick<DevnetContext, 'store' | 'logger' | 'solver'>,
  chain: DevnetChain,
  result: ChainRecovery,
  lostRequests: ReadonlyMap<string, unknown>,
  lostArrivals: ReadonlySet<string>,
): Promise<void> {
  const { store, logger, solver } = context
  const recorded = await store.recovery.listSolverTransactions(chain.id, result.kept)
  const present = await receiptsOf(
    chain,
    recorded.map((t) => t.txHash),
  )
  // One signed transaction may be kept in more than one row; act once per hash.
  const missing = new Map<
    string,
    { nonce: number; maxFeePerGas: bigint; raw: Hex; rows: RecordedSolverTransaction[] }
  >()
  for (const tx of recorded) {
    const hash = tx.txHash.toLowerCase()
    if (present.get(hash)) continue
    const entry = missing.get(hash)
    if (entry) {
      entry.rows.push(tx)
      continue
    }
    const parsed = parseTransaction(tx.raw as Hex)
    if (keccak256(tx.raw as Hex).toLowerCase() !== hash)
      throw new Error(`recorded transaction ${hash} does not match its bytes`)
    missing.set(hash, {
      nonce: parsed.nonce ?? 0,
      maxFeePerGas: parsed.maxFeePerGas ?? parsed.gasPrice ?? 0n,
      raw: tx.raw as Hex,
      rows: [tx],
    })
  }
  if (missing.size === 0) return

  const isGaslessDeposit = (row: RecordedSolverTransaction) =>
    row.source.table === 'request' && row.source.kind === 'deposit'
  // Requests whose gasless deposit did not land on this chain: in nonce order, before what paid out of it here.
  const notLanded = new Set<string>()
  const gaslessNotLanded = (rows: RecordedSolverTransaction[], hash: string) => {
    for (const row of rows.filter(isGaslessDeposit)) {
      notLanded.add(row.source.requestId!)
      result.gaslessNotLanded.push({ requestId: row.source.requestId!, txHash: hash })
    }
  }
  const mustNotLand = (row: RecordedSolverTransaction): boolean => {
    const { source } = row
    if (source.table === 'sweep') return lostArrivals.has(`${source.arrivalTxHash.toLowerCase()}:${source.logIndex}`)
    // A claim pays out of fees already accrued, not out of one deposit: it comes back with the rest.
    if (source.table === 'claim') return false
    // A gasless deposit is the solver's own transaction: it comes back with the rest.
    if (isGaslessDeposit(row)) return false
    return source.requestId !== null && (lostRequests.has(source.requestId) || notLanded.has(source.requestId))
  }

  let next = await chain.client.getTransactionCount({ address: solver.address, blockTag: 'pending' })
  const ordered = [...missing.entries()].sort((a, b) => a[1].nonce - b[1].nonce)
  for (const [hash, tx] of ordered) {
    if (tx.nonce < next) {
      // Its nonce is spent by something else: it can never land.
      logger.warn(`recovery: chain ${chain.id}: recorded transaction ${hash} (nonce ${tx.nonce}) can no longer land`)
      for (const row of tx.rows) await store.recovery.setOutcome(row, 'failure', null)
      result.cancelled.push(hash)
      gaslessNotLanded(tx.rows, hash)
      continue
    }
    while (next < tx.nonce) {
      await cancelNonce(context, chain, next)
      result.nonceGaps += 1
      next += 1
    }
    if (tx.rows.some(mustNotLand)) {
      await cancelNonce(context, chain, next)
      for (const row of tx.rows) await store.recovery.setOutcome(row, 'failure', null)
      result.cancelled.push(hash)
      next += 1
      continue
    }
    const receipt = await sendAgain(chain, tx.raw, tx.maxFeePerGas)
    next += 1
    const status = receipt.status === 'success' ? 'success' : 'failure'
    for (const row of tx.rows) await store.recovery.setOutcome(row, status, Number(receipt.blockNumber))
    result.replayed.push(hash)
    if (status === 'failure') {
      result.revertedOnReplay.push(hash)
      gaslessNotLanded(tx.rows, hash)
    }
  }
}

/** Broadcasts a recorded transaction again (with a base fee it can pay) and waits for it to be mined. */
async function sendAgain(chain: DevnetChain, raw: Hex, maxFeePerGas: bigint): Promise<TransactionReceipt> {
  const block = await chain.client.getBlock({ blockTag: 'latest' })
  // The devnet owns the chain: a base fee that rose past what the transaction was signed for is lowered for it.
  if (block.baseFeePerGas !== null && block.baseFeePerGas > maxFeePerGas / 2n)
    await chain.client.request({
      method: 'anvil_setNextBlockBaseFeePerGas' as never,
      params: [`0x${(maxFeePerGas / 2n).toString(16)}`] as never,
    })
  const hash = keccak256(raw)
  try {
    await chain.client.sendRawTransaction({ serializedTransaction: raw })
  } catch (error) {
    const known = await chain.client.getTransaction({ hash }).then(
      () => true,
      () => false,
    )
    if (!known) throw error
  }
  return chain.client.waitForTransactionReceipt({ hash, pollingInterval: 50, timeout: RECEIPT_TIMEOUT_MS })
}

/** An empty transaction from the solver to itself at `nonce`: whatever else was signed for that nonce can never land. */
async function cancelNonce(
  context: Pick<DevnetContext, 'logger' | 'solver'>,
  chain: DevnetChain,
  nonce: number,
): Promise<void> {
  const fees = await chain.client.estimateFeesPerGas()
  const raw = await context.solver.signTransaction({
    chainId: chain.id,
    type: 'eip1559',
    to: context.solver.address,
    value: 0n,
    nonce,
    gas: 21_000n,
    maxFeePerGas: fees.maxFeePerGas,
    maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
  })
  await chain.client.sendRawTransaction({ serializedTransaction: raw })
  await chain.client.waitForTransactionReceipt({
    hash: keccak256(raw),
    pollingInterval: 50,
    timeout: RECEIPT_TIMEOUT_MS,
  })
  context.logger.warn(`recovery: chain ${chain.id}: nonce ${nonce} of the solver cancelled`)
}
