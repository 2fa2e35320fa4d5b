import { type Hex, keccak256, parseTransaction, type TransactionReceipt } from 'viem'
import { ScanCursor } from '../chains/ScanCursor'
import type { DevnetChain, DevnetContext } from '../DevnetContext'
import type { RecordedSolverTransaction } from '../store/RecoveryTable'

/** What recovery found and did on one chain. */
export interface ChainRecovery {
  chainId: number
  /** The chain's head when the devnet started, before anything was sent again. */
  head: number
  /**
   * The newest block the chain still has as the devnet saw it (the block scanners' checkpoints, checked by hash):
   * what is recorded above it may be lost. Below the head when the chain came back and mined other blocks under
   * numbers the devnet had seen before recovery looked.
   */
  kept: number
  /** Recorded solver transactions the chain had lost, sent again from their signed bytes. */
  replayed: string[]
  /** Of those, the ones that reverted this time. */
  revertedOnReplay: string[]
  /** Recorded solver transactions that must not land (they paid out of a deposit the chain lost): their nonce went to an empty transaction. */
  cancelled: string[]
  /** Nonces nobody had recorded a transaction for, filled with an empty transaction so the later ones could land. */
  nonceGaps: number
  /** Deposits (and deposit-address payments) the chain no longer has: their senders' transactions, not the devnet's to send. */
  lostDeposits: { requestId: string | null; txHash: string }[]
  /** Block cursors (solver, deposit addresses) on blocks the chain no longer has, moved back to the newest it still has. */
  cursorsRewound: boolean
}

export interface RecoveryReport {
  chains: ChainRecovery[]
  /** Requests moved because of what a chain lost: `failure` (DEPOSIT_REORGED, TRANSACTION_REVERTED). */
  moved: { requestId: string; from: string; to: string; failReason: string }[]
  /** Requests whose fill stands although the chain lost their deposit: the solver's loss, logged. */
  filledWithoutDeposit: string[]
}

/** How long a sent-again transaction may take to be mined (anvil automines: normally at once). */
const RECEIPT_TIMEOUT_MS = 20_000
/** Receipts asked for at once when checking what a chain still has. */
const BATCH = 16

/**
 * Crash recovery, run at every start before the solver and the service: anvil
 * saves its state only now and then, so a chain killed hard comes back with
 * fewer blocks than the store has seen. For every chain:
 *
 * 1. the solver's and the deposit-address watcher's block cursors go back to the newest block the chain
 *    still has as they read it (checked by hash: a chain that came back may already have mined other
 *    blocks under the same numbers, a person's deposit among them), so those blocks are read again;
 * 2. every deposit and deposit-address payment the store saw mined above that block is looked up; the
 *    ones the chain no longer has are lost (their senders signed them, not the devnet);
 * 3. every transaction the solver recorded (signed, before broadcast) that the chain no
 *    longer has is sent again from those bytes, in nonce order: it lands with its old
 *    hash. One that paid out of a lost deposit (a refund, a payout, a sweep, a fill of
 *    that request not yet on its chain) is cancelled instead: an empty transaction takes
 *    its nonce, so it can never land;
 * 4. a request whose deposit was lost ends `failure` with DEPOSIT_REORGED (nothing to
 *    refund: the depositor still has the funds), unless its fill is on chain (the solver
 *    paid and keeps the loss; logged); a filled request whose fill reverted when sent
 *    again ends `failure` with TRANSACTION_REVERTED, and is refunded as usual.
 */
export async function recoverChains(context: DevnetContext): Promise<RecoveryReport> {
  const { store, logger } = context
  const chains: ChainRecovery[] = []
  const lostRequests = new Map<string, { chainId: number; txHash: string }>()
  const lostArrivals = new Set<string>()

  for (const chain of context.chains) {
    const head = Number(await chain.client.getBlockNumber({ cacheTime: 0 }))
    const { kept, rewound: cursorsRewound } = await checkCursors(context, chain, head)
    const lostDeposits: ChainRecovery['lostDeposits'] = []
    // Only what lies above the kept block can be lost: the chain keeps a prefix of its history. Looking up every
    // transaction ever recorded made each start slower as the store grew.
    const observed = await store.recovery.listObservedTransactions(chain.id, kept)
    const present = await receiptsOf(
      chain,
      observed.map((o) => o.txHash),
    )
    for (const tx of observed) {
      if (present.get(tx.txHash.toLowerCase())) continue
      lostDeposits.push({ requestId: tx.requestId, txHash: tx.txHash })
      if (tx.kind === 'deposit') {
        if (tx.requestId) lostRequests.set(tx.requestId, { chainId: chain.id, txHash: tx.txHash })
        await store.recovery.markDepositLost(tx.requestId, chain.id, tx.txHash)
      } else {
        lostArrivals.add(`${tx.txHash.toLowerCase()}:${tx.logIndex}`)
        await store.recovery.markArrivalLost(chain.id, tx.txHash, tx.logIndex ?? 0)
      }
    }
    chains.push({
      chainId: chain.id,
      head,
      kept,
      replayed: [],
      revertedOnReplay: [],
      cancelled: [],
      nonceGaps: 0,
      lostDeposits,
      cursorsRewound,
    })
  }

  await Promise.all(
    context.chains.map((chain, i) => replayChain(context, chain, chains[i]!, lostRequests, lostArrivals)),
  )

  const report: RecoveryReport = { chains, moved: [], filledWithoutDeposit: [] }
  for (const [requestId, lost] of lostRequests) {
    const request = await store.getRequest(requestId)
    if (!request) continue
    const transactions = await store.getTransactions(requestId)
    if (transactions.some((t) => t.kind === 'fill' && t.status === 'success' && t.blockNumber !== null)) {
      report.filledWithoutDeposit.push(requestId)
      logger.warn(
        `recovery: request ${requestId} was filled but chain ${lost.chainId} lost its deposit ${lost.txHash}: the solver's loss`,
      )
      continue
    }
    if (request.status === 'failure' && request.failReason === 'DEPOSIT_REORGED') continue
    const moved = await store.transition(requestId, {
      from: [request.status],
      to: 'failure',
      failReason: 'DEPOSIT_REORGED',
      details: {
        depositTxHash: lost.txHash,
        chainId: lost.chainId,
        message: `chain ${lost.chainId} crashed before saving the deposit: the depositor still holds the funds, nothing was paid`,
      },
    })
    if (moved) report.moved.push({ requestId, from: request.status, to: 'failure', failReason: 'DEPOSIT_REORGED' })
  }
  for (const chain of chains) {
    for (const hash of chain.revertedOnReplay) {
      // A gasless deposit (the solver's own transaction) that reverted when sent again, its fill already on chain:
      // the fill stands without the deposit, the solver's loss, as with a person's deposit the chain lost.
      const gasless = await findRecorded(context, chain.chainId, hash, 'deposit')
      if (gasless) {
        const transactions = await store.getTransactions(gasless)
        if (transactions.some((t) => t.kind === 'fill' && t.status === 'success' && t.blockNumber !== null)) {
          report.filledWithoutDeposit.push(gasless)
          logger.warn(
            `recovery: request ${gasless} was filled but its gasless deposit ${hash} reverted when sent again on chain ${chain.chainId}: the solver's loss`,
          )
        }
        continue
      }
      const fill = await findFill(context, chain.chainId, hash)
      if (!fill) continue
      const request = await store.getRequest(fill)
      if (request?.status !== 'success') continue
      const moved = await store.transition(fill, {
        from: ['success'],
        to: 'failure',
        failReason: 'TRANSACTION_REVERTED',
        details: {
          fillTxHash: hash,
          message: `chain ${chain.chainId} lost the fill in a crash and it reverted when sent again`,
        },
      })
      if (moved)
        report.moved.push({ requestId: fill, from: 'success', to: 'failure', failReason: 'TRANSACTION_REVERTED' })
    }
  }
  for (const chain of chains) {
    if (chain.replayed.length || chain.cancelled.length || chain.lostDeposits.length)
      logger.warn(
        `recovery: chain ${chain.chainId} (head ${chain.head}) had lost blocks: ${chain.replayed.length} recorded transaction(s) sent again` +
          ` (${chain.revertedOnReplay.length} reverted), ${chain.cancelled.length} cancelled, ${chain.lostDeposits.length} deposit(s) lost`,
      )
  }
  return report
}

/**
 * The solver's and the deposit-address watcher's cursors checked against the chain by hash, and moved back to the
 * newest block the chain still has as they read it. `kept`: the newer of the two (a checkpoint the chain still has
 * vouches for every block below it), at most the head.
 */
async function checkCursors(
  context: DevnetContext,
  chain: DevnetChain,
  head: number,
): Promise<{ kept: number; rewound: boolean }> {
  const solver = await new ScanCursor(context.store, 'solver', chain).check(head)
  const watcher = await new ScanCursor(context.store, 'deposit_addresses', chain).check(head)
  const rewound = solver.rewound || watcher.rewound
  if (rewound)
    context.logger.warn(
      `recovery: chain ${chain.id} (head ${head}) no longer has blocks the devnet read: solver cursor ${solver.stored} -> ${solver.cursor}, deposit-address cursor ${watcher.stored} -> ${watcher.cursor}`,
    )
  return { kept: Math.min(head, Math.max(solver.cursor, watcher.cursor)), rewound }
}

async function replayChain(
  context: DevnetContext,
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

  const mustNotLand = (row: RecordedSolverTransaction): boolean => {
    const { source } = row
    if (source.table === 'sweep') return lostArrivals.has(`${source.arrivalTxHash.toLowerCase()}:${source.logIndex}`)
    // A gasless deposit is the solver's own transaction: it comes back with the rest.
    if (source.table === 'request' && source.kind === 'deposit') return false
    return source.requestId !== null && lostRequests.has(source.requestId)
  }

  let next = await chain.client.getTransactionCount({ address: solver.address, blockTag: 'pending' })
  const ordered = [...missing.entries()].sort((a, b) => a[1].nonce - b[1].nonce)
  for (const [hash, tx] of ordered) {
    if (tx.nonce < next) {
      // Its nonce is spent by something else: it can never land.
      logger.warn(`recovery: chain ${chain.id}: recorded transaction ${hash} (nonce ${tx.nonce}) can no longer land`)
      for (const row of tx.rows) await store.recovery.setOutcome(row, 'failure', null)
      result.cancelled.push(hash)
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
    if (status === 'failure') result.revertedOnReplay.push(hash)
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
async function cancelNonce(context: DevnetContext, chain: DevnetChain, nonce: number): Promise<void> {
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

/** Which of `hashes` the chain has a receipt for (lowercase hash -> found). */
async function receiptsOf(chain: DevnetChain, hashes: readonly string[]): Promise<Map<string, boolean>> {
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

/** The request whose fill is `txHash` on `chainId`, if any. */
function findFill(context: DevnetContext, chainId: number, txHash: string): Promise<string | undefined> {
  return findRecorded(context, chainId, txHash, 'fill')
}

/** The request whose recorded `kind` transaction (a fill, a gasless deposit) is `txHash` on `chainId`, if any. */
async function findRecorded(
  context: DevnetContext,
  chainId: number,
  txHash: string,
  kind: 'fill' | 'deposit',
): Promise<string | undefined> {
  const rows = await context.store.recovery.listSolverTransactions(chainId)
  const row = rows.find(
    (r) => r.txHash.toLowerCase() === txHash.toLowerCase() && r.source.table === 'request' && r.source.kind === kind,
  )
  return row?.source.requestId ?? undefined
}
