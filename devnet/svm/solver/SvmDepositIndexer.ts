import { createSolanaRpc } from '@solana/kit'
import { encodePacked, keccak256 } from 'viem'
import type { DevnetContext } from '../../DevnetContext'
import { evaluateDepositAddressDeposit } from '../../depositAddresses/attributeSweptDeposit'
import { usdMicros } from '../../pricing/usdMicros'
import { derivedRequest } from '../../solver/derivedRequest'
import { evaluateDeposit } from '../../solver/evaluateDeposit'
import type { DepositEvent } from '../../store/DepositsTable'
import type { NewRequest, RequestRecord } from '../../store/requestRecord'
import { svmUsdPrice } from '../quote/priceSvmRoute'
import { readSvmDeposits } from '../readSvmDeposits'
import type { SvmChain } from '../SvmChain'
import { associatedTokenAccount } from '../svmInstructions'
import type { SvmRpc } from '../svmPayments'

/**
 * Reads the payments into the solver's Solana account (SOL) and its USDC token account from the slot cursor in the
 * store on, and records each once as a deposit of the request its memo names, judged as any deposit is
 * (`evaluateDeposit`): the cursor moves only past slots whose payments are all recorded, so a restart neither loses
 * nor repeats one. A payment with no memo, or a memo naming no request, is an orphan and gets a request of its own,
 * refunded on Solana.
 */
export class SvmDepositIndexer {
  private readonly rpc: SvmRpc

  constructor(private readonly context: Pick<DevnetContext, 'store' | 'logger' | 'pricing'> & { svmChain: SvmChain }) {
    this.rpc = createSolanaRpc(context.svmChain.rpcUrl)
  }

  async scan(): Promise<void> {
    const { store, logger, svmChain } = this.context
    try {
      const usdc = svmChain.currencies.find((c) => !c.isNative)
      if (!usdc) throw new Error('the Solana chain has no USDC')
      const afterSlot = (await store.cursors.get(svmChain.id)) ?? 0
      const { deposits, lastSlot } = await readSvmDeposits({
        rpc: this.rpc,
        owner: svmChain.solverAddress,
        tokenAccount: await associatedTokenAccount(svmChain.solverAddress, usdc.address),
        mint: usdc.address,
        afterSlot,
      })
      for (const found of deposits) {
        const event: DepositEvent = {
          chainId: svmChain.id,
          txHash: found.signature,
          logIndex: found.index,
          blockNumber: found.slot,
          blockTimestamp: found.blockTime,
          // A memo that is not a request id names no request: the deposit is an orphan.
          depositId:
            found.memo && /^0x[0-9a-fA-F]{64}$/.test(found.memo) ? found.memo.toLowerCase() : `svm:${found.signature}`,
          depositor: found.depositor,
          token: found.currency,
          amount: found.amount,
        }
        await this.record(event, false)
      }
      if (lastSlot > afterSlot) await store.cursors.set(svmChain.id, lastSlot)
    } catch (error) {
      logger.error('solver: reading deposits on Solana failed:', error)
    }
  }

  /**
   * Records one deposit on Solana once, judged as any deposit is; one that came through a deposit address (recorded
   * by its sweep, as the transfer it swept) is judged by the deposit-address rules.
   */
  async record(event: DepositEvent, viaDepositAddress: boolean): Promise<void> {
    const { store, logger } = this.context
    const evaluate = viaDepositAddress ? evaluateDepositAddressDeposit : evaluateDeposit
    const result = await store.recordDeposit(event, (request) =>
      evaluate(event, request, (parent) => this.deriveRequest(event, parent)),
    )
    if (result?.decision.transition?.failReason)
      logger.warn(
        `request ${result.request?.id}: Solana deposit ${event.txHash} cannot be filled (${result.decision.transition.failReason}); refunding`,
      )
    else if (result) logger.info(`request ${event.depositId}: Solana deposit ${event.txHash} -> pending`)
  }

  /** The request of a deposit that has none of its own (an orphan, or a second deposit): failed and refunded. */
  private deriveRequest(deposit: DepositEvent, parent: RequestRecord | undefined): NewRequest {
    const { svmChain } = this.context
    const currency = svmChain.currencies.find((c) => c.address === deposit.token)
    const token = { address: deposit.token, symbol: currency?.symbol ?? 'UNKNOWN' }
    const usd = currency ? usdMicros(deposit.amount, currency.decimals, svmUsdPrice(this.context, currency.key)) : 0n
    return derivedRequest({
      id: keccak256(
        encodePacked(
          ['string', 'uint256', 'string', 'uint256'],
          ['ferry-devnet/derived', BigInt(deposit.chainId), deposit.txHash, BigInt(deposit.logIndex)],
        ),
      ),
      deposit,
      parent,
      token,
      usdMicros: usd,
      depositId: deposit.depositId,
    })
  }
}
