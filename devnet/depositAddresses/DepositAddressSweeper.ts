import { encodeFunctionData, getAddress, type Hex } from 'viem'
import { depositFactoryAbi } from '../contracts/depositFactoryAbi'
import type { QuoteContext } from '../service/quote/buildQuote'
import type { SolverDeps } from '../solver/SolverDeps'
import { sendRecordedTransaction } from '../solver/sendRecordedTransaction'
import type { DepositArrival } from '../store/DepositAddressesTable'
import { depositAddressOf } from './depositAddressOf'
import { repriceOpenDepositAddress } from './repriceOpenDepositAddress'
import { supersedeOpenDepositAddress } from './supersedeOpenDepositAddress'

/**
 * Moves what arrived on a deposit address into the depository: the solver
 * calls `factory.sweep(salt = request id, token, amount, id = request id)`
 * (deploying the address on its first sweep, paying the gas), which deposits
 * exactly the arrival's amount. The depository's Deposit event then takes the
 * usual path (DepositIndexer, fill or refund), attributed to the original
 * sender and transfer (`attributeSweptDeposit`).
 *
 * An open address's request is priced again for what arrived before the
 * sweep (same id, new amounts, deadline and fill plan), as long as it is
 * still waiting and the right currency came on the right chain; a strict one
 * keeps its order, so a short payment fails and a long one has its excess
 * refunded after the fill. An open address paid in another currency has
 * its quote regenerated as a new request, which the sweep deposits under
 * (`supersedeOpenDepositAddress`). Arrivals on one address are swept in order.
 */
export class DepositAddressSweeper {
  constructor(private readonly deps: SolverDeps<keyof QuoteContext | 'logger'>) {}

  async sweepAll(arrivals: readonly DepositArrival[]): Promise<void> {
    for (const arrival of arrivals) {
      if (this.deps.stopping.aborted) return
      await this.sweep(arrival)
    }
  }

  private async sweep(arrival: DepositArrival): Promise<void> {
    const { store, logger } = this.deps.context
    const table = store.depositAddresses
    const address = await table.get({ address: arrival.address })
    if (!address) throw new Error(`arrival on ${arrival.address}, which is no deposit address`)
    const key = { chainId: arrival.chainId, txHash: arrival.txHash, logIndex: arrival.logIndex }
    const chain = this.deps.chain(arrival.chainId)
    // The request the sweep deposits under: the address's own, or the one regenerated from this arrival.
    let owner = address.requestId
    if (!arrival.sweepTxHash) {
      if (arrival.chainId !== address.chainId) {
        // Paid on another chain than quoted: the same salt gives the same address where the factory is the same.
        const there = await depositAddressOf(chain, address.requestId as Hex)
        if (there.toLowerCase() !== address.address) {
          await table.markUnsweepable(key, `chain ${arrival.chainId}'s factory makes ${there} for this request`)
          logger.warn(
            `deposit address ${address.address}: ${arrival.txHash} on chain ${arrival.chainId} cannot be swept`,
          )
          return
        }
      }
      const request = await store.getRequest(address.requestId)
      if (request) {
        await repriceOpenDepositAddress(this.deps.context, { address, request, arrival })
        owner = await supersedeOpenDepositAddress(this.deps.context, { address, request, arrival })
      }
    }
    const sent = await sendRecordedTransaction({
      sender: this.deps.sender(arrival.chainId),
      transaction: arrival.sweepTxHash
        ? { txHash: arrival.sweepTxHash as Hex, raw: arrival.sweepRawTx as Hex | null }
        : {
            to: chain.contracts.depositFactory,
            data: encodeFunctionData({
              abi: depositFactoryAbi,
              functionName: 'sweep',
              args: [address.requestId as Hex, getAddress(arrival.token), arrival.amount, owner as Hex],
            }),
          },
      record: ({ hash, raw }) => table.recordSweep(key, hash, raw),
      setStatus: (_txHash, status, blockNumber) => table.setSweepOutcome(key, status, blockNumber),
    })
    if (sent)
      logger.info(
        `deposit address ${address.address}: swept ${arrival.amount} of ${arrival.token} into the depository of chain ${arrival.chainId} (${sent.txHash})`,
      )
  }
}
