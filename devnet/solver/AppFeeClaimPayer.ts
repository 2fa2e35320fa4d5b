import { encodeFunctionData, getAddress, type Hex } from 'viem'
import { depositoryAbi } from '../contracts/depositoryAbi'
import type { AppFeeClaim } from '../store/AppFeesTable'
import { failReasonOf } from './failReasonOf'
import type { SolverDeps } from './SolverDeps'
import { sendRecordedTransaction } from './sendRecordedTransaction'
import { TransactionRevertedError } from './TransactionRevertedError'

/**
 * Pays a signed app fee claim (`pending`): a withdrawal from the depository of
 * the claim's chain, where the fees stayed when they accrued, to the claim's
 * recipient, with the claim id as the withdrawal's id. Recorded on the claim
 * before broadcast, so a restart finishes the same transaction instead of
 * paying twice. Mined, the claim is `success`; reverted or refused for good,
 * `failure`, and its amount goes back to the balance (AppFeesTable.finish).
 */
export class AppFeeClaimPayer {
  constructor(private readonly deps: SolverDeps<'store' | 'logger'>) {}

  async pay(claim: AppFeeClaim): Promise<void> {
    const { store, logger } = this.deps.context
    const sender = this.deps.sender(claim.chainId)
    const finish = (status: 'success' | 'failure', blockNumber: number | null) =>
      store.appFees.finish(claim.claimId, { status, blockNumber }, Date.now())
    try {
      const sent = await sendRecordedTransaction({
        sender,
        transaction: claim.txHash
          ? { txHash: claim.txHash as Hex, raw: claim.rawTx as Hex | null }
          : {
              to: sender.chain.contracts.depository,
              data: encodeFunctionData({
                abi: depositoryAbi,
                functionName: 'withdraw',
                args: [getAddress(claim.currency), getAddress(claim.recipient), claim.amount, claim.claimId as Hex],
              }),
            },
        record: ({ hash, raw }) => store.appFees.recordPayment(claim.claimId, { hash, raw }, Date.now()),
        setStatus: (_txHash, status, blockNumber) => finish(status, blockNumber),
        onSendError: async (error) => {
          // A recipient that refuses the payment (a contract that takes no ETH) refuses it every time.
          if (!failReasonOf(error)) return false
          await finish('failure', null)
          logger.warn(
            `app fee claim ${claim.claimId}: cannot be paid to ${claim.recipient}; its amount is claimable again`,
          )
          return true
        },
      })
      if (sent)
        logger.info(`app fee claim ${claim.claimId}: paid ${claim.amount} to ${claim.recipient} (${sent.txHash})`)
    } catch (error) {
      // Mined and reverted: already recorded as failure, with the amount back on the balance.
      if (!(error instanceof TransactionRevertedError)) throw error
      logger.warn(`app fee claim ${claim.claimId}: its payment ${error.txHash} reverted; its amount is claimable again`)
    }
  }
}
