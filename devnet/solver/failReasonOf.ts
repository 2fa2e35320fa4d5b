import { BaseError, ExecutionRevertedError, InsufficientFundsError, NonceTooHighError, NonceTooLowError } from 'viem'
import type { FailReason } from '../../src/api/schemas'

/**
 * The fail reason for a solver transaction error that will not go away by
 * trying again (a revert, no funds, a nonce taken by another transaction),
 * or undefined for one that might (the node is unreachable, a timeout): the
 * solver retries those with backoff instead of failing the request.
 */
export function failReasonOf(error: unknown): FailReason | undefined {
  if (!(error instanceof BaseError)) return undefined
  if (error.walk((e) => e instanceof InsufficientFundsError)) return 'SOLVER_BALANCE_TOO_LOW'
  if (error.walk((e) => e instanceof ExecutionRevertedError)) return 'EXECUTION_REVERTED'
  if (error.walk((e) => e instanceof NonceTooLowError || e instanceof NonceTooHighError))
    return 'TRANSACTION_SUBMISSION_FAILED'
  return undefined
}
