import type { DevnetContext } from '../DevnetContext'
import { endLostDeposit, fillOnChain } from './endLostDeposit'
import type { ChainRecovery, RecoveryReport } from './recoverChains'

/**
 * Step 5 of `recoverChains`: the gasless deposits a chain lost that did not land when sent again (the replay
 * reverted, say out of gas in the older state the chain came back to, or the payer's funds went with the crash; or
 * its nonce went to another transaction). Such a deposit is not on chain, so it is no longer the request's deposit
 * (nothing is refunded for it) and its transaction is given up for good. Then, as for a person's deposit the chain
 * lost:
 *
 * - its fill on chain: it stands without the deposit, the solver's loss (`filledWithoutDeposit`, logged);
 * - not filled yet (`pending`): back to `depositing`, so the solver sends the deposit anew (a new transaction, its
 *   gas estimated in the chain's state now) before the fill, or fails the request with the reason the chain gives
 *   (SIGNATURE_EXPIRED, GASLESS_PERMIT_BALANCE_TOO_LOW, ...); never filled without it (`depositingAgain`);
 * - anything else (failed, refunded: what this chain paid back out of it was cancelled): `failure` with
 *   DEPOSIT_REORGED, nothing to refund, the payer still holds the funds (`moved`).
 */
export async function resolveGaslessNotLanded(
  context: Pick<DevnetContext, 'store' | 'logger'>,
  chains: readonly ChainRecovery[],
  report: RecoveryReport,
): Promise<void> {
  const { store, logger } = context
  for (const chain of chains) {
    for (const { requestId, txHash } of chain.gaslessNotLanded) {
      const transactions = await store.transactions.list(requestId)
      // Another deposit transaction of the same request is on chain: the authorization was redeemed there.
      const landed = transactions.some(
        (t) =>
          t.kind === 'deposit' &&
          t.chainId === chain.chainId &&
          t.txHash.toLowerCase() !== txHash.toLowerCase() &&
          t.status === 'success' &&
          t.blockNumber !== null,
      )
      if (landed) continue
      await store.recovery.markDepositLost(requestId, chain.chainId, txHash)
      if (fillOnChain(transactions)) {
        report.filledWithoutDeposit.push(requestId)
        logger.warn(
          `recovery: request ${requestId} was filled but its gasless deposit ${txHash} did not land when sent again on chain ${chain.chainId}: the solver's loss`,
        )
        continue
      }
      const request = await store.getRequest(requestId)
      if (!request || request.status === 'depositing') continue
      if (request.status === 'pending' && !transactions.some((t) => t.kind === 'fill')) {
        const again = await store.transition(requestId, {
          from: ['pending'],
          to: 'depositing',
          details: {
            depositTxHash: txHash,
            chainId: chain.chainId,
            message: `chain ${chain.chainId} crashed and the gasless deposit did not land when sent again: it is sent anew before the fill`,
          },
        })
        if (again) {
          report.depositingAgain.push(requestId)
          logger.warn(`recovery: request ${requestId}: its gasless deposit ${txHash} did not land; depositing again`)
        }
        continue
      }
      await endLostDeposit({
        store,
        report,
        request,
        lost: { chainId: chain.chainId, txHash },
        message: `chain ${chain.chainId} crashed and the gasless deposit did not land when sent again: the depositor still holds the funds, nothing was paid`,
      })
    }
  }
}
