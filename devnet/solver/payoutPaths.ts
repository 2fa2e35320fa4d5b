import type { StoredDeposit } from '../store/DepositsTable'
import type { Payout } from '../store/PayoutsTable'
import type { RequestRecord } from '../store/requestRecord'
import { SOLANA_CHAIN_ID } from '../svm/SvmChain'

/** A payout as due, before it is signed. */
export type DuePayout = Omit<Payout, 'txHash' | 'rawTx' | 'status' | 'blockNumber' | 'createdAt'>

/** What becomes of an over-deposit's excess: a refund the solver pays, or kept (with why, for the log). */
export type ExcessOutcome = { refund: DuePayout } | { kept: string }

/**
 * How the solver settles on a kind of chain what a request owes back on its origin (`Settlement`): one path per
 * chain kind, chosen by the deposit's chain. App fees are the same on every kind (they accrue on the origin).
 */
export interface PayoutPath {
  excess(request: RequestRecord, deposit: StoredDeposit, amount: bigint): ExcessOutcome
}

/** An EVM origin: the excess is refunded from the origin depository to `refundTo` (else the depositor). */
const evmPayoutPath: PayoutPath = {
  excess: (request, deposit, amount) => ({
    refund: {
      requestId: request.id,
      kind: 'excess_refund',
      seq: 0,
      chainId: deposit.chainId,
      token: deposit.token,
      recipient: request.refundTo ?? deposit.depositor,
      amount,
    },
  }),
}

/** A Solana origin: the excess is not paid back yet (the depository a refund comes from is EVM's). */
const solanaPayoutPath: PayoutPath = {
  excess: () => ({ kept: 'deposited on Solana' }),
}

/** The payout path of the chain a deposit was made on. */
export function payoutPathOf(chainId: number): PayoutPath {
  return chainId === SOLANA_CHAIN_ID ? solanaPayoutPath : evmPayoutPath
}
