import type { FailReason } from '../../src/api/schemas'
import type { DepositDecision, DepositEvent, RequestRecord } from '../store/DevnetStore'

/**
 * What a Deposit event means for the request its `id` names. A deposit that
 * cannot be filled fails the request with the reason of section 7.1 and is
 * marked for a refund on the chain it arrived on.
 */
export function evaluateDeposit(deposit: DepositEvent, request: RequestRecord | undefined): DepositDecision {
  // TODO(refunds): deposits that match no request (ORPHANED_DEPOSIT_REFUND) and
  // second deposits for a request (DOUBLE_SPEND) are recorded but not refunded yet.
  if (!request) return { outcome: 'unknown_request' }
  if (request.status !== 'waiting') return { outcome: 'duplicate' }
  const fail = (failReason: FailReason): DepositDecision => ({ outcome: 'refund_due', transition: { to: 'failure', failReason } })
  if (deposit.chainId !== request.originChainId) return fail('DEPOSIT_CHAIN_MISMATCH')
  if (deposit.token.toLowerCase() !== request.currencyIn.address.toLowerCase()) return fail('INCORRECT_DEPOSIT_CURRENCY')
  if (deposit.blockTimestamp > request.deadline) return fail('ORDER_EXPIRED')
  if (deposit.amount < request.amountIn) return fail('DEPOSITED_AMOUNT_TOO_LOW_TO_FILL')
  return { outcome: 'matched', transition: { to: 'pending' } }
}
