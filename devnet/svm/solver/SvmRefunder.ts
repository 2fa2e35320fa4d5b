import { createSolanaRpc } from '@solana/kit'
import type { DevnetContext } from '../../DevnetContext'
import { usdMicros } from '../../pricing/usdMicros'
import type { StoredDeposit } from '../../store/DepositsTable'
import type { RequestRecord } from '../../store/requestRecord'
import { svmUsdPrice } from '../quote/priceSvmRoute'
import { SOL_ADDRESS, type SvmChain } from '../SvmChain'
import type { SvmAsset } from '../svmInstructions'
import { type SvmRpc, signSvmPayment, svmErrorName } from '../svmPayments'
import { sendRecordedSvmPayment, svmRawOf } from './sendRecordedSvmPayment'

/** A refund worth less than this is not made: AMOUNT_TOO_LOW_TO_REFUND (as on EVM). */
const MIN_REFUND_USD_MICROS = 10_000n

/**
 * Pays back on Solana what arrived there: a failed request's deposit (failure -> refund), or the excess of an
 * over-deposit after a fill. Each payment is recorded before it is sent (`sendRecordedSvmPayment`), so a restart
 * never pays twice.
 */
export class SvmRefunder {
  private readonly rpc: SvmRpc

  constructor(
    private readonly context: Pick<DevnetContext, 'store' | 'logger' | 'control' | 'pricing'> & { svmChain: SvmChain },
    private readonly stopping: AbortSignal,
  ) {
    this.rpc = createSolanaRpc(context.svmChain.rpcUrl)
  }

  /** The asset of a currency address on the Solana chain. */
  assetOf(currency: string): SvmAsset {
    if (currency === SOL_ADDRESS) return { kind: 'sol' }
    const known = this.context.svmChain.currencies.find((c) => c.address === currency)
    return { kind: 'spl', mint: currency, decimals: known?.decimals ?? 6 }
  }

  async refund(request: RequestRecord, deposit: StoredDeposit): Promise<void> {
    const { store, logger, control, svmChain } = this.context
    const chainId = svmChain.id
    const existing = (await store.transactions.list(request.id)).filter((t) => t.kind === 'refund').at(-1)
    const recorded = existing && existing.status !== 'failure' ? existing : undefined
    if (!recorded) {
      const refundFailure = control.faults.takeForRefund(request.id) ?? this.refundProblem(deposit)
      if (refundFailure) {
        if (await store.transition(request.id, { from: ['failure'], to: 'failure', refundFailReason: refundFailure }))
          logger.warn(
            `request ${request.id}: the refund of ${deposit.amount} on Solana cannot be made (${refundFailure})`,
          )
        return
      }
    }
    const result = await sendRecordedSvmPayment({
      rpc: this.rpc,
      recorded: recorded && { txHash: recorded.txHash, raw: recorded.rawTx },
      sign: () =>
        signSvmPayment({
          rpc: this.rpc,
          payer: svmChain.solverSigner,
          to: request.refundTo ?? deposit.depositor,
          asset: this.assetOf(deposit.token),
          amount: deposit.amount,
          memo: request.id,
        }),
      record: async (signed) => {
        await store.transactions.add(request.id, {
          kind: 'refund',
          chainId,
          txHash: signed.signature,
          rawTx: svmRawOf(signed),
          status: 'pending',
          blockNumber: null,
        })
        return true
      },
      setStatus: (txHash, status, slot) =>
        store.transactions.setStatus({ requestId: request.id, kind: 'refund', chainId, txHash }, status, slot),
      signal: this.stopping,
    })
    if (!result) return
    if (result.outcome === 'failure') {
      // Tried again by the next job: the chain refused this one (the recipient cannot take it yet, a busy account).
      throw new Error(
        `refund ${result.signature} of ${request.id} on Solana failed (${svmErrorName(result.chainError)})`,
      )
    }
    if (await store.transition(request.id, { from: ['failure'], to: 'refund', txHash: result.signature }))
      logger.info(`request ${request.id}: refunded by ${result.signature} on Solana -> refund`)
  }

  private refundProblem(deposit: StoredDeposit): 'AMOUNT_TOO_LOW_TO_REFUND' | undefined {
    const currency = this.context.svmChain.currencies.find((c) => c.address === deposit.token)
    if (!currency) return undefined
    const value = usdMicros(deposit.amount, currency.decimals, svmUsdPrice(this.context, currency.key))
    return value < MIN_REFUND_USD_MICROS ? 'AMOUNT_TOO_LOW_TO_REFUND' : undefined
  }
}
