import { encodeFunctionData, getAddress, type Hex } from 'viem'
import type { RefundFailReason } from '../../src/api/schemas'
import { depositoryAbi } from '../contracts/depositoryAbi'
import { usdMicros } from '../pricing/usdMicros'
import type { StoredDeposit } from '../store/DepositsTable'
import type { RequestRecord } from '../store/requestRecord'
import type { SolverDeps } from './SolverDeps'
import { sendRecordedTransaction } from './sendRecordedTransaction'

/** Gas of a depository refund or withdrawal, for the "worth refunding?" test. */
const REFUND_GAS = 60_000n
/** A refund worth less than this (or than its own gas) is not made: AMOUNT_TOO_LOW_TO_REFUND. */
const MIN_REFUND_USD_MICROS = 10_000n

/** failure -> refund: returns a failed request's deposit from the depository of the chain it came from. */
export class Refunder {
  private readonly nothingToRefund = new Set<string>()

  constructor(private readonly deps: SolverDeps<'store' | 'logger' | 'control' | 'pricing'>) {}

  /** False for a failed request known to have no deposit: there is nothing to schedule. */
  isDue(requestId: string): boolean {
    return !this.nothingToRefund.has(requestId)
  }

  /** Refunds the deposit to its sender (or `refundTo`); a refund not worth making ends the request with its refundFailReason. */
  async refund(request: RequestRecord): Promise<void> {
    const { store, logger, control } = this.deps.context
    const deposit = (await store.getDeposits(request.id)).find(
      (d) => d.outcome === 'refund_due' || d.outcome === 'matched',
    )
    if (!deposit) {
      // Failures before any deposit (ttl, a refused gasless signature) are not listed as due; say so once if one is.
      if (!this.nothingToRefund.has(request.id)) logger.warn(`request ${request.id} failed without a deposit to refund`)
      this.nothingToRefund.add(request.id)
      return
    }
    const sender = this.deps.sender(deposit.chainId)
    const existing = (await store.transactions.list(request.id)).filter((t) => t.kind === 'refund').at(-1)
    const recorded =
      existing && existing.status !== 'failure'
        ? { txHash: existing.txHash as Hex, raw: existing.rawTx as Hex | null }
        : undefined
    if (!recorded) {
      const refundFailure = control.faults.takeForRefund(request.id) ?? (await this.refundProblem(deposit))
      if (refundFailure) {
        if (await store.transition(request.id, { from: ['failure'], to: 'failure', refundFailReason: refundFailure })) {
          logger.warn(
            `request ${request.id}: the refund of ${deposit.amount} cannot be made (${refundFailure}); the deposit stays in the depository`,
          )
        }
        return
      }
    }
    const to = getAddress(request.refundTo ?? deposit.depositor)
    const sent = await sendRecordedTransaction({
      sender,
      transaction: recorded ?? {
        to: sender.chain.contracts.depository,
        data: encodeFunctionData({
          abi: depositoryAbi,
          functionName: 'refund',
          args: [getAddress(deposit.token), to, deposit.amount, request.id as Hex],
        }),
      },
      record: async ({ hash, raw }) => {
        await store.transactions.add(request.id, {
          kind: 'refund',
          chainId: deposit.chainId,
          txHash: hash,
          rawTx: raw,
          status: 'pending',
          blockNumber: null,
        })
        return true
      },
      setStatus: (txHash, status, blockNumber) =>
        store.transactions.setStatus(
          { requestId: request.id, kind: 'refund', chainId: deposit.chainId, txHash },
          status,
          blockNumber,
        ),
    })
    if (!sent) return
    if (await store.transition(request.id, { from: ['failure'], to: 'refund', txHash: sent.txHash })) {
      logger.info(`request ${request.id}: refunded by ${sent.txHash} on chain ${deposit.chainId} -> refund`)
    }
  }

  /** AMOUNT_TOO_LOW_TO_REFUND when the deposit is worth less than its refund's gas (or than a cent). */
  private async refundProblem(deposit: StoredDeposit): Promise<RefundFailReason | undefined> {
    const chain = this.deps.chain(deposit.chainId)
    const currency = chain.currencies.find((c) => c.address.toLowerCase() === deposit.token.toLowerCase())
    // A token the devnet does not price is refunded whatever it is worth.
    if (!currency) return undefined
    const { usdPrices } = this.deps.context.pricing
    const gasPrice = await chain.client.getGasPrice()
    const gasUsd = usdMicros(REFUND_GAS * gasPrice, 18, usdPrices.eth)
    const valueUsd = usdMicros(deposit.amount, currency.decimals, usdPrices[currency.key])
    const floor = gasUsd > MIN_REFUND_USD_MICROS ? gasUsd : MIN_REFUND_USD_MICROS
    return valueUsd < floor ? 'AMOUNT_TOO_LOW_TO_REFUND' : undefined
  }
}
