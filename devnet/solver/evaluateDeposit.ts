import type { FailReason } from '../../src/api/schemas'
import type { DepositEvent } from '../store/DepositsTable'
import type { DepositDecision } from '../store/recordDepositEvent'
import type { NewRequest, RequestRecord } from '../store/requestRecord'
import { ttlDetails } from './requestTtl'

/**
 * What a Deposit event means for the request its `id` names. A deposit that
 * cannot be filled fails the request with the reason of section 7.1 and is
 * marked for a refund on the chain it arrived on. A deposit that names no
 * request (ORPHANED_DEPOSIT_REFUND), or a request that already has its
 * deposit (DOUBLE_SPEND), gets a request of its own, derived by `derive`,
 * which is failed and refunded the same way, so the first deposit's request
 * is left as it was.
 */
export function evaluateDeposit(
  deposit: DepositEvent,
  request: RequestRecord | undefined,
  derive: (parent: RequestRecord | undefined) => NewRequest,
): DepositDecision {
  const fail = (failReason: FailReason, details: Record<string, unknown>): DepositDecision => ({
    outcome: 'refund_due',
    transition: { to: 'failure', failReason, details },
  })
  const received = {
    chainId: deposit.chainId,
    currency: deposit.token.toLowerCase(),
    amount: deposit.amount.toString(),
    txHash: deposit.txHash.toLowerCase(),
  }
  if (!request)
    return {
      ...fail('ORPHANED_DEPOSIT_REFUND', { received, depositId: deposit.depositId }),
      derived: derive(undefined),
    }
  // A request that failed for its ttl before any deposit: this late deposit is refunded with that reason.
  if (
    request.status === 'failure' &&
    request.failReason === 'TTL_EXPIRED' &&
    (request.details as { deposited?: unknown } | null)?.deposited === false
  )
    return fail('TTL_EXPIRED', { ...ttlDetails(request, true), received })
  // `depositing`: the solver is submitting the request's gasless deposit, and this is it. A fast-filled request is on
  // its way (or filled) before its deposit was counted: this is that deposit, which repays the fast fill.
  const fastFilled = request.fastFill === 'outstanding'
  const awaiting = request.status === 'waiting' || request.status === 'depositing'
  if (!awaiting && !fastFilled)
    return { ...fail('DOUBLE_SPEND', { received, parentRequestId: request.id }), derived: derive(request) }
  // A wrong deposit for a request already fast-filled leaves that fill alone: it is refunded as a request of its own
  // (and the fast fill stays outstanding on its key).
  const failCounted = awaiting
    ? fail
    : (failReason: FailReason, details: Record<string, unknown>) => ({
        ...fail(failReason, details),
        derived: derive(request),
      })
  const expected = {
    chainId: request.originChainId,
    currency: request.currencyIn.address.toLowerCase(),
    amount: request.amountIn.toString(),
    deadline: request.deadline,
  }
  if (deposit.chainId !== request.originChainId) return failCounted('DEPOSIT_CHAIN_MISMATCH', { expected, received })
  if (deposit.token.toLowerCase() !== request.currencyIn.address.toLowerCase())
    return failCounted('INCORRECT_DEPOSIT_CURRENCY', { expected, received })
  if (deposit.blockTimestamp > request.deadline)
    return failCounted('ORDER_EXPIRED', { expected, received: { ...received, blockTimestamp: deposit.blockTimestamp } })
  if (deposit.amount < request.amountIn) return failCounted('DEPOSITED_AMOUNT_TOO_LOW_TO_FILL', { expected, received })
  if (!awaiting) return { outcome: 'matched' }
  return { outcome: 'matched', transition: { to: 'pending' } }
}
