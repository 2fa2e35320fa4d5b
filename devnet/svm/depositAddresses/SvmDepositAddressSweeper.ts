import { createSolanaRpc, type Signature } from '@solana/kit'
import type { DevnetContext } from '../../DevnetContext'
import { repriceOpenDepositAddress } from '../../depositAddresses/repriceOpenDepositAddress'
import type { QuoteContext } from '../../service/quote/buildQuote'
import type { DepositAddress, DepositArrival } from '../../store/DepositAddressesTable'
import type { DepositEvent } from '../../store/DepositsTable'
import type { SvmChain } from '../SvmChain'
import type { SvmDepositIndexer } from '../solver/SvmDepositIndexer'
import type { SvmRefunder } from '../solver/SvmRefunder'
import { sendRecordedSvmPayment, svmRawOf } from '../solver/sendRecordedSvmPayment'
import { type SvmRpc, signSvmPayment, svmErrorName } from '../svmPayments'
import { svmDepositAddressOf } from './svmDepositAddressOf'

/**
 * Moves what arrived on a Solana deposit address into the solver's account: a payment of exactly the arrival's amount
 * signed with the address's key (`svmDepositAddressOf`), the solver paying the fee (so a USDC address needs no SOL),
 * recorded before it is sent (`sendRecordedSvmPayment`), so a restart never sweeps twice. Once it lands, the deposit is
 * recorded as the transfer it swept (its signature, slot, time and payer as depositor), judged by the deposit-address
 * rules, and takes the usual path (fill, or a refund on Solana). The solver's deposit indexer never counts the sweep
 * itself: the solver pays its fee. An open address's request is priced again first, as on EVM.
 */
export class SvmDepositAddressSweeper {
  private readonly rpc: SvmRpc

  constructor(
    private readonly context: QuoteContext & Pick<DevnetContext, 'logger'> & { svmChain: SvmChain },
    private readonly parts: { indexer: SvmDepositIndexer; refunder: SvmRefunder },
    private readonly stopping: AbortSignal,
  ) {
    this.rpc = createSolanaRpc(context.svmChain.rpcUrl)
  }

  async sweepAll(arrivals: readonly DepositArrival[]): Promise<void> {
    for (const arrival of arrivals) {
      if (this.stopping.aborted) return
      await this.sweep(arrival)
    }
  }

  private async sweep(arrival: DepositArrival): Promise<void> {
    const { store, logger, svmChain } = this.context
    const table = store.depositAddresses
    const address = await table.get({ address: arrival.address })
    if (!address) throw new Error(`arrival on ${arrival.address}, which is no deposit address`)
    const key = { chainId: arrival.chainId, txHash: arrival.txHash, logIndex: arrival.logIndex }
    const keypair = await svmDepositAddressOf(address.requestId)
    if (keypair.address !== address.address) {
      await table.markUnsweepable(key, `the devnet's seed makes ${keypair.address} for this request`)
      logger.warn(`deposit address ${address.address}: ${arrival.txHash} cannot be swept (not this devnet's key)`)
      return
    }
    if (!arrival.sweepTxHash) {
      const request = await store.getRequest(address.requestId)
      if (request) await repriceOpenDepositAddress(this.context, { address, request, arrival })
    }
    const result = await sendRecordedSvmPayment({
      rpc: this.rpc,
      recorded: arrival.sweepTxHash ? { txHash: arrival.sweepTxHash, raw: arrival.sweepRawTx } : undefined,
      sign: () =>
        signSvmPayment({
          rpc: this.rpc,
          payer: keypair.signer,
          feePayer: svmChain.solverSigner,
          to: svmChain.solverAddress,
          asset: this.parts.refunder.assetOf(arrival.token),
          amount: arrival.amount,
          memo: address.requestId,
        }),
      record: (signed) => table.recordSweep(key, signed.signature, svmRawOf(signed)),
      setStatus: async (signature, status) => {
        // The deposit first: a stop between the two finds the arrival still due, and recording it again is a no-op.
        if (status === 'success') await this.parts.indexer.record(depositOf(address, arrival), true)
        await table.setSweepOutcome(key, status, await this.slotOf(signature))
      },
      signal: this.stopping,
    })
    if (!result) return
    if (result.outcome === 'failure')
      throw new Error(
        `sweep ${result.signature} of ${arrival.txHash} on Solana failed (${svmErrorName(result.chainError)})`,
      )
    logger.info(
      `deposit address ${address.address}: swept ${arrival.amount} of ${arrival.token} into the solver's account on Solana (${result.signature})`,
    )
  }

  private async slotOf(signature: string): Promise<number> {
    const { value } = await this.rpc.getSignatureStatuses([signature as Signature]).send()
    return Number(value[0]?.slot ?? 0n)
  }
}

/** The deposit a sweep makes, as the transfer it swept (what records show as `depositTxHash` and `depositor`). */
function depositOf(address: DepositAddress, arrival: DepositArrival): DepositEvent {
  return {
    chainId: arrival.chainId,
    txHash: arrival.txHash,
    logIndex: arrival.logIndex,
    blockNumber: arrival.blockNumber,
    blockTimestamp: arrival.blockTimestamp,
    depositId: address.requestId,
    depositor: arrival.sender,
    token: arrival.token,
    amount: arrival.amount,
  }
}
