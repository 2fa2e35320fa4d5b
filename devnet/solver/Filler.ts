import type { Hex } from 'viem'
import type { FailReason } from '../../src/api/schemas'
import { buildFillTransaction, type FillTransaction } from '../orders/buildFillTransaction'
import { fillPlanFromRecord } from '../orders/FillPlan'
import type { RequestRecord } from '../store/requestRecord'
import type { RequestTransaction } from '../store/TransactionsTable'
import { chargeSponsor } from './chargeSponsor'
import { classifyRevert } from './classifyRevert'
import { failReasonOf } from './failReasonOf'
import { holdFill } from './holdFill'
import { ttlDetails, ttlExpiresAt } from './requestTtl'
import { revalidateFill } from './revalidateFill'
import { revertOf } from './revertOf'
import type { SolverDeps } from './SolverDeps'
import { type RecordedTransaction, sendRecordedTransaction } from './sendRecordedTransaction'
import { TransactionRevertedError } from './TransactionRevertedError'

/**
 * Fills a request on its destination chain: `pending` is re-validated,
 * simulated, signed, recorded (-> `submitted`) and broadcast; `submitted`
 * waits for its recorded fill. The outcome is `success` (then the payouts
 * are settled) or `failure` with the reason (then the refund job takes over).
 */
export class Filler {
  constructor(
    private readonly deps: SolverDeps<'store' | 'logger' | 'solver' | 'control'>,
    /** Pays the app fees and excess of a filled request. */
    private readonly settle: (requestId: string) => Promise<void>,
  ) {}

  /** pending -> submitted -> success, or failure. */
  async fill(request: RequestRecord): Promise<void> {
    const { context } = this.deps
    const { store } = context
    const sender = this.deps.sender(request.destinationChainId)
    const chain = sender.chain
    const existing = latestFill(await store.transactions.list(request.id))
    if (request.status === 'submitted' && existing) {
      await this.send(request, { txHash: existing.txHash as Hex, raw: existing.rawTx as Hex | null })
      return
    }
    if (request.status !== 'pending' || existing) return

    const plan = fillPlanFromRecord(request)
    const problem = await revalidateFill(context, chain, request, plan)
    if (problem) {
      await this.fail(request, ['pending'], problem.failReason, problem.details)
      return
    }
    if (context.control.delayFor(request.id) > 0) {
      const { control, logger } = context
      if (!(await holdFill({ control, logger, requestId: request.id, stopping: this.deps.stopping }))) return
      // A held order can run out of time while it waits.
      const expiresAt = ttlExpiresAt(request)
      if (expiresAt !== undefined && Date.now() >= expiresAt) {
        await this.fail(request, ['pending'], 'TTL_EXPIRED', { ...ttlDetails(request, true), held: true })
        return
      }
      const block = await chain.client.getBlock({ blockTag: 'latest' })
      if (Number(block.timestamp) > request.deadline) {
        await this.fail(request, ['pending'], 'ORDER_EXPIRED', {
          deadline: request.deadline,
          destinationTime: Number(block.timestamp),
          held: true,
        })
        return
      }
    } else if (this.deps.stopping.aborted) {
      return
    }

    const tx = buildFillTransaction(chain.contracts, plan)
    // Simulated first: a revert is the request's failure (with its decoded reason), not something to retry.
    const simulated = await chain.client
      .call({ account: context.solver.address, to: tx.to, data: tx.data, value: tx.value })
      .then(
        () => undefined,
        (error: unknown) => {
          const revert = revertOf(error)
          if (!revert) throw error
          return classifyRevert(revert.data, tx, context.solver.address)
        },
      )
    if (simulated) {
      await this.fail(request, ['pending'], simulated.failReason, simulated.details)
      return
    }
    // The sponsor pays its part now; a failure from here on gives it back.
    const unpaid = await chargeSponsor(context, request)
    if (unpaid) {
      await this.fail(request, ['pending'], unpaid.failReason, unpaid.details)
      return
    }
    await this.send(request, tx)
  }

  /** Sends (or follows) the fill; a fill that cannot be sent or reverted fails the request. */
  private async send(request: RequestRecord, transaction: RecordedTransaction | FillTransaction): Promise<void> {
    const { store, logger, solver } = this.deps.context
    const sender = this.deps.sender(request.destinationChainId)
    const chainId = sender.chain.id
    const setStatus = (txHash: string, status: 'success' | 'failure', blockNumber: number | null) =>
      store.transactions.setStatus({ requestId: request.id, kind: 'fill', chainId, txHash }, status, blockNumber)
    let sent: Awaited<ReturnType<typeof sendRecordedTransaction>>
    try {
      sent = await sendRecordedTransaction({
        sender,
        transaction,
        record: ({ hash, raw }) =>
          store.transition(request.id, {
            from: ['pending'],
            to: 'submitted',
            transaction: { kind: 'fill', chainId, txHash: hash, rawTx: raw, status: 'pending', blockNumber: null },
          }),
        setStatus,
        onSent: ({ hash }) => logger.info(`request ${request.id}: fill ${hash} on chain ${chainId} -> submitted`),
      })
    } catch (error) {
      if (error instanceof TransactionRevertedError) {
        await this.fail(request, ['submitted'], 'TRANSACTION_REVERTED', {
          failedCallData: { txHash: error.txHash, chainId },
        })
        return
      }
      const fresh = 'txHash' in transaction ? undefined : transaction
      const revert = fresh && revertOf(error)
      const classified = fresh && revert ? classifyRevert(revert.data, fresh, solver.address) : undefined
      const failReason = classified?.failReason ?? failReasonOf(error)
      // Anything else is retried; a fill recorded before its broadcast failed is rebroadcast then.
      if (!failReason) throw error
      // A fill that cannot be sent, or a recorded one the chain refuses to take again (its nonce went to another transaction).
      logger.error(`solver: fill of ${request.id} cannot be sent (${failReason}):`, error)
      const failed = latestFill(await store.transactions.list(request.id))
      if (failed) await setStatus(failed.txHash, 'failure', null)
      await this.fail(request, ['pending', 'submitted'], failReason, classified?.details)
      return
    }
    if (!sent) return
    if (await store.transition(request.id, { from: ['submitted'], to: 'success', txHash: sent.txHash })) {
      logger.info(`request ${request.id}: filled -> success`)
      // Settled right away when possible; the settle job retries what fails here.
      await this.settle(request.id).catch(() => undefined)
    }
  }

  private async fail(
    request: RequestRecord,
    from: RequestRecord['status'][],
    failReason: FailReason,
    details?: unknown,
  ): Promise<void> {
    this.deps.context.logger.warn(`request ${request.id} failed: ${failReason}`)
    await this.deps.context.store.transition(request.id, { from, to: 'failure', failReason, details })
  }
}

function latestFill(transactions: RequestTransaction[]): RequestTransaction | undefined {
  return transactions.filter((t) => t.kind === 'fill').at(-1)
}
