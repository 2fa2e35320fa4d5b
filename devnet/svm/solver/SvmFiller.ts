import { address, createSolanaRpc } from '@solana/kit'
import { formatUnits } from 'viem'
import type { FailReason } from '../../../src/api/schemas'
import type { DevnetContext } from '../../DevnetContext'
import { holdFill } from '../../solver/holdFill'
import { ttlDetails, ttlExpiresAt } from '../../solver/requestTtl'
import type { RequestRecord } from '../../store/requestRecord'
import type { SvmChain } from '../SvmChain'
import { type SvmFillPlan, svmFillPlanOf } from '../SvmFillPlan'
import { associatedTokenAccount } from '../svmInstructions'
import { type SvmRpc, signSvmPayment, svmErrorName } from '../svmPayments'
import { sendRecordedSvmPayment, svmRawOf } from './sendRecordedSvmPayment'

/** SOL the solver keeps back for its own signature fees and rent when it fills in SOL. */
const SOL_RESERVE_LAMPORTS = 10_000_000n

/** A chain error the fill of a request meets, as the request's failReason. */
export function svmFailReasonOf(chainError: unknown): FailReason {
  const text = JSON.stringify(chainError)
  if (text.includes('InsufficientFundsForRent') || /insufficient funds for rent/i.test(text))
    return 'INSUFFICIENT_FUNDS_FOR_RENT'
  if (text.includes('InvalidAccountData') || text.includes('IncorrectProgramId')) return 'JUPITER_INVALID_TOKEN_ACCOUNT'
  return 'TRANSFER_FAILED'
}

/**
 * Fills a request whose destination is the Solana chain: `pending` is checked again (injected faults, ttl, deadline,
 * capacity, the solver's inventory), then the payment is signed, recorded (-> `submitted`) and sent; `submitted`
 * follows its recorded payment. The outcome is `success` (then the payouts are settled) or `failure` with the chain's
 * reason (then the refund on the origin takes over).
 */
export class SvmFiller {
  private readonly rpc: SvmRpc

  constructor(
    private readonly context: Pick<DevnetContext, 'store' | 'logger' | 'control'> & { svmChain: SvmChain },
    private readonly settle: (requestId: string) => Promise<void>,
    private readonly stopping: AbortSignal,
  ) {
    this.rpc = createSolanaRpc(context.svmChain.rpcUrl)
  }

  async fill(request: RequestRecord): Promise<void> {
    const { store } = this.context
    const plan = svmFillPlanOf(request.fillPlan)
    if (!plan) throw new Error(`request ${request.id} has no Solana fill plan`)
    const existing = (await store.transactions.list(request.id)).filter((t) => t.kind === 'fill').at(-1)
    if (request.status === 'pending' && !existing) {
      const problem = await this.revalidate(request, plan)
      if (problem) {
        await this.fail(request, problem.failReason, problem.details)
        return
      }
      const { control, logger } = this.context
      if (control.delayFor(request.id) > 0) {
        if (!(await holdFill({ control, logger, requestId: request.id, stopping: this.stopping }))) return
        // A held fill can run out of time (or of the solver's balance) while it waits: checked again.
        const after = await this.revalidate(request, plan)
        if (after) {
          await this.fail(request, after.failReason, { ...after.details, held: true })
          return
        }
      }
    } else if (request.status !== 'submitted' || !existing) {
      return
    }
    await this.send(request, plan, existing && existing.status !== 'failure' ? existing : undefined)
  }

  private async send(
    request: RequestRecord,
    plan: SvmFillPlan,
    recorded: { txHash: string; rawTx: string | null } | undefined,
  ): Promise<void> {
    const { store, logger, svmChain } = this.context
    const chainId = svmChain.id
    const setStatus = (txHash: string, status: 'success' | 'failure', slot: number | null) =>
      store.transactions.setStatus({ requestId: request.id, kind: 'fill', chainId, txHash }, status, slot)
    const result = await sendRecordedSvmPayment({
      rpc: this.rpc,
      recorded: recorded && { txHash: recorded.txHash, raw: recorded.rawTx },
      sign: () =>
        signSvmPayment({
          rpc: this.rpc,
          payer: svmChain.solverSigner,
          to: plan.recipient,
          asset: plan.asset,
          amount: plan.amount,
        }),
      record: async (signed) => {
        const transaction = {
          kind: 'fill' as const,
          chainId,
          txHash: signed.signature,
          rawTx: svmRawOf(signed),
          status: 'pending' as const,
          blockNumber: null,
        }
        // A payment signed again after the first expired is recorded beside it, the request already `submitted`.
        if (request.status === 'submitted' || recorded) {
          await store.transactions.add(request.id, transaction)
          return true
        }
        return store.transition(request.id, { from: ['pending'], to: 'submitted', transaction })
      },
      setStatus,
      signal: this.stopping,
    })
    if (!result) return
    if (result.outcome === 'failure') {
      const failReason = svmFailReasonOf(result.chainError)
      logger.warn(
        `request ${request.id}: fill ${result.signature} on Solana failed (${svmErrorName(result.chainError)})`,
      )
      await this.fail(request, failReason, {
        chainError: result.chainError,
        failedCallData: { txHash: result.signature, chainId },
      })
      return
    }
    if (await store.transition(request.id, { from: ['submitted'], to: 'success', txHash: result.signature })) {
      logger.info(`request ${request.id}: filled on Solana by ${result.signature} -> success`)
      await this.settle(request.id).catch(() => undefined)
    }
  }

  private async revalidate(
    request: RequestRecord,
    plan: SvmFillPlan,
  ): Promise<{ failReason: FailReason; details: Record<string, unknown> } | undefined> {
    const { control, svmChain } = this.context
    const fault = control.faults.takeForFill(request.id)
    if (fault?.failReason) return { failReason: fault.failReason, details: { injected: true, faultId: fault.id } }
    const expiresAt = ttlExpiresAt(request)
    if (expiresAt !== undefined && Date.now() >= expiresAt)
      return { failReason: 'TTL_EXPIRED', details: ttlDetails(request, true) }
    const now = Math.floor(Date.now() / 1000)
    if (now > request.deadline)
      return { failReason: 'ORDER_EXPIRED', details: { deadline: request.deadline, destinationTime: now } }
    const capacity = control.capacityUsdMicros
    if (BigInt(Math.round(Number(request.amountInUsd) * 1e6)) > capacity)
      return {
        failReason: 'SOLVER_CAPACITY_EXCEEDED',
        details: { amountUsd: request.amountInUsd, capacityUsd: formatUnits(capacity, 6) },
      }
    const solver = address(svmChain.solverAddress)
    const lamports = BigInt((await this.rpc.getBalance(solver).send()).value)
    const held =
      plan.asset.kind === 'sol'
        ? lamports
        : await tokenBalance(this.rpc, await associatedTokenAccount(svmChain.solverAddress, plan.asset.mint))
    const needed = plan.amount + (plan.asset.kind === 'sol' ? SOL_RESERVE_LAMPORTS : 0n)
    if (held < needed || lamports < SOL_RESERVE_LAMPORTS + plan.rentLamports)
      return {
        failReason: 'SOLVER_BALANCE_TOO_LOW',
        details: { currency: request.currencyOut.address, needed: plan.amount.toString(), held: held.toString() },
      }
    return undefined
  }

  private async fail(request: RequestRecord, failReason: FailReason, details: unknown): Promise<void> {
    this.context.logger.warn(`request ${request.id} failed: ${failReason}`)
    await this.context.store.transition(request.id, {
      from: ['pending', 'submitted'],
      to: 'failure',
      failReason,
      details,
    })
  }
}

async function tokenBalance(rpc: SvmRpc, account: string): Promise<bigint> {
  try {
    const { value } = await rpc.getTokenAccountBalance(address(account)).send()
    return BigInt(value.amount)
  } catch {
    return 0n
  }
}
