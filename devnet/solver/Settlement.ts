import { encodeFunctionData, getAddress, type Hex } from 'viem'
import { depositoryAbi } from '../contracts/depositoryAbi'
import { fillPlanFromRecord } from '../orders/FillPlan'
import type { Payout } from '../store/PayoutsTable'
import type { RequestRecord } from '../store/requestRecord'
import { svmFillPlanOf } from '../svm/SvmFillPlan'
import { failReasonOf } from './failReasonOf'
import { type DuePayout, payoutPathOf } from './payoutPaths'
import type { SolverDeps } from './SolverDeps'
import { sendRecordedTransaction } from './sendRecordedTransaction'

/**
 * After a fill: adds each app fee to its recipient's balance (in the
 * deposited currency on the origin chain; it stays in the origin depository
 * until claimed, as the public service accrues fees instead of paying them in
 * each fill) and returns an over-deposit's excess from the origin depository,
 * then marks the request settled.
 */
export class Settlement {
  constructor(private readonly deps: SolverDeps<'store' | 'logger'>) {}

  async settle(requestId: string): Promise<void> {
    const { store } = this.deps.context
    const request = await store.getRequest(requestId)
    if (request?.status !== 'success' || request.settledAt !== null) return
    // Fast-filled before its deposit was counted: its fees accrue from that deposit, so it is settled once it is.
    if (request.fastFill === 'outstanding') return
    const recorded = await store.payouts.list(request.id)
    const previousOf = (payout: DuePayout) =>
      recorded.filter((p) => p.kind === payout.kind && p.seq === payout.seq && p.status !== 'failure').at(-1)
    const due = await this.duePayouts(request)
    // A fee whose payout a run before accrual began had already signed is finished as that payout, never accrued too.
    const accrued = due.filter((p) => p.kind === 'app_fee' && !previousOf(p))
    const added = await store.accrueAppFees(
      accrued.map((p) => ({
        requestId: p.requestId,
        seq: p.seq,
        wallet: p.recipient,
        chainId: p.chainId,
        currency: p.token,
        amount: p.amount,
      })),
    )
    for (const fee of added)
      this.deps.context.logger.info(`request ${request.id}: app fee of ${fee.amount} accrued to ${fee.wallet}`)
    for (const payout of due.filter((p) => !accrued.includes(p))) {
      const previous = previousOf(payout)
      if (previous?.status === 'success') continue
      await this.pay(payout, previous)
    }
    await store.markSettled(request.id)
  }

  private async duePayouts(request: RequestRecord): Promise<DuePayout[]> {
    const deposit = (await this.deps.context.store.getDeposits(request.id)).find((d) => d.outcome === 'matched')
    if (!deposit) return []
    const due: DuePayout[] = []
    // A fill on Solana keeps its own plan; its app fees accrue on the EVM origin as any request's.
    const appFees = svmFillPlanOf(request.fillPlan)?.appFees ?? fillPlanFromRecord(request).appFees
    appFees.forEach((fee, seq) => {
      if (fee.amount > 0n)
        due.push({
          requestId: request.id,
          kind: 'app_fee',
          seq,
          chainId: deposit.chainId,
          token: deposit.token,
          recipient: fee.recipient,
          amount: fee.amount,
        })
    })
    const excess = deposit.amount - request.amountIn
    if (excess > 0n) {
      // Paid back as the origin's kind of chain pays (payoutPaths.ts).
      const outcome = payoutPathOf(deposit.chainId).excess(request, deposit, excess)
      if ('refund' in outcome) due.push(outcome.refund)
      else this.deps.context.logger.warn(`request ${request.id}: an excess of ${excess} ${outcome.kept} is kept`)
    }
    return due
  }

  private async pay(payout: DuePayout, previous: Payout | undefined): Promise<void> {
    const { store, logger } = this.deps.context
    const sender = this.deps.sender(payout.chainId)
    const sent = await sendRecordedTransaction({
      sender,
      transaction: previous
        ? { txHash: previous.txHash as Hex, raw: previous.rawTx as Hex | null }
        : {
            to: sender.chain.contracts.depository,
            data: encodeFunctionData({
              abi: depositoryAbi,
              functionName: payout.kind === 'app_fee' ? 'withdraw' : 'refund',
              args: [getAddress(payout.token), getAddress(payout.recipient), payout.amount, payout.requestId as Hex],
            }),
          },
      record: async ({ hash, raw }) => {
        await store.payouts.add({ ...payout, txHash: hash, rawTx: raw })
        return true
      },
      setStatus: (txHash, status, blockNumber) => store.payouts.setStatus({ ...payout, txHash }, status, blockNumber),
      onSendError: async (error) => {
        // A recipient that refuses the payment (a contract that takes no ETH) will refuse it every time:
        // the amount stays in the depository rather than the job retrying for ever.
        if (!failReasonOf(error)) return false
        logger.warn(
          `request ${payout.requestId}: ${payout.kind} of ${payout.amount} to ${payout.recipient} cannot be paid; it stays in the depository`,
        )
        return true
      },
    })
    if (!sent) return
    logger.info(
      `request ${payout.requestId}: paid ${payout.kind} of ${payout.amount} to ${payout.recipient} (${sent.txHash})`,
    )
  }
}
