import { ScanCursor } from '../chains/ScanCursor'
import type { DevnetChain, DevnetContext } from '../DevnetContext'
import { endLostDeposit, fillOnChain } from './endLostDeposit'
import { fillLanded } from './fillLanded'
import { receiptsOf } from './receiptsOf'
import { replayChain } from './replayChain'
import { resolveGaslessNotLanded } from './resolveGaslessNotLanded'

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
  /** Gasless deposits (the solver's own transactions) the chain lost that did not land when sent again. */
  gaslessNotLanded: { requestId: string; txHash: string }[]
}

export interface RecoveryReport {
  chains: ChainRecovery[]
  /** Requests moved because of what a chain lost: `failure` (DEPOSIT_REORGED, TRANSACTION_REVERTED). */
  moved: { requestId: string; from: string; to: string; failReason: string }[]
  /** Requests whose fill stands although the chain lost their deposit: the solver's loss, logged. */
  filledWithoutDeposit: string[]
  /** Gasless requests not filled yet whose deposit did not land when sent again: back to `depositing`, sent anew. */
  depositingAgain: string[]
}

/** What recovery reads: the chains, the store, the solver's key (to send again or cancel) and the log. */
export type RecoveryContext = Pick<DevnetContext, 'chains' | 'store' | 'logger' | 'solver'>

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
 *    its nonce, so it can never land (`replayChain`);
 * 4. a request whose deposit was lost ends `failure` with DEPOSIT_REORGED (nothing to
 *    refund: the depositor still has the funds), unless its fill is on chain (the solver
 *    paid and keeps the loss; logged);
 * 5. a gasless deposit (the solver's own) that did not land when sent again is treated the same way, except that
 *    a request not filled yet goes back to `depositing`, so the solver sends its deposit anew before the fill
 *    (`resolveGaslessNotLanded`);
 * 6. a filled request whose fill reverted when sent again ends `failure` with TRANSACTION_REVERTED, and is
 *    refunded as usual.
 */
export async function recoverChains(context: RecoveryContext): Promise<RecoveryReport> {
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
      gaslessNotLanded: [],
    })
  }

  await Promise.all(
    context.chains.map((chain, i) => replayChain(context, chain, chains[i]!, lostRequests, lostArrivals)),
  )

  const report: RecoveryReport = { chains, moved: [], filledWithoutDeposit: [], depositingAgain: [] }
  for (const [requestId, lost] of lostRequests) {
    const request = await store.getRequest(requestId)
    if (!request) continue
    const transactions = await store.transactions.list(requestId)
    if (fillOnChain(transactions) || (await fillLanded(context.chains, transactions))) {
      report.filledWithoutDeposit.push(requestId)
      logger.warn(
        `recovery: request ${requestId} was filled but chain ${lost.chainId} lost its deposit ${lost.txHash}: the solver's loss`,
      )
      continue
    }
    await endLostDeposit({
      store,
      report,
      request,
      lost,
      message: `chain ${lost.chainId} crashed before saving the deposit: the depositor still holds the funds, nothing was paid`,
    })
  }
  await resolveGaslessNotLanded(context, chains, report)
  for (const chain of chains) {
    for (const hash of chain.revertedOnReplay) {
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
  context: Pick<DevnetContext, 'store' | 'logger'>,
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

/** The request whose fill is `txHash` on `chainId`, if any. */
async function findFill(
  context: Pick<DevnetContext, 'store'>,
  chainId: number,
  txHash: string,
): Promise<string | undefined> {
  const rows = await context.store.recovery.listSolverTransactions(chainId)
  const row = rows.find(
    (r) => r.txHash.toLowerCase() === txHash.toLowerCase() && r.source.table === 'request' && r.source.kind === 'fill',
  )
  return row?.source.requestId ?? undefined
}
