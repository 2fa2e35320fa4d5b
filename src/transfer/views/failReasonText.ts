import type { MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import type { FailReason } from '../../api/schemas/failReasons'
import { CALL_FAIL_REASON_MESSAGES, REFUND_FAIL_REASON_MESSAGES } from './failReasonMessages'
import { translatedView, wordsOf } from './translatedView'

/**
 * Section 7.1: why a fill failed, in words a person understands. Each sentence
 * says what happened; `refundText` says where the money went.
 */
export const FAIL_REASON_MESSAGES: Record<FailReason, MessageDescriptor> = {
  UNKNOWN: msg({
    id: 'transfer.failure.unknown',
    message: 'The transfer could not be completed for a reason the service did not record.',
  }),
  SLIPPAGE: msg({
    id: 'transfer.failure.slippage',
    message: 'The price moved more than your slippage setting allowed while the transfer was on its way.',
  }),
  AMOUNT_TOO_LOW_TO_REFUND: msg({
    id: 'transfer.failure.amountTooLowToRefund',
    message: 'The amount was too small to cover the cost of sending it back.',
  }),
  DEPOSIT_ADDRESS_MISMATCH: msg({
    id: 'transfer.failure.depositAddressMismatch',
    message: 'The deposit went to a different address than the one this transfer expected.',
  }),
  DEPOSIT_CHAIN_MISMATCH: msg({
    id: 'transfer.failure.depositChainMismatch',
    message: 'The deposit was made on a different chain than the one this transfer expected.',
  }),
  INCORRECT_DEPOSIT_CURRENCY: msg({
    id: 'transfer.failure.incorrectDepositCurrency',
    message: 'The deposit was made in a different token than the one quoted.',
  }),
  DOUBLE_SPEND: msg({
    id: 'transfer.failure.doubleSpend',
    message: 'This deposit was already used for another transfer.',
  }),
  SOLVER_CAPACITY_EXCEEDED: msg({
    id: 'transfer.failure.solverCapacityExceeded',
    message: 'The transfer was larger than the relayer can handle at the moment.',
  }),
  SOLVER_BALANCE_TOO_LOW: msg({
    id: 'transfer.failure.solverBalanceTooLow',
    message: 'The relayer did not have enough funds on the destination chain to complete the transfer.',
  }),
  DEPOSITED_AMOUNT_TOO_LOW_TO_FILL: msg({
    id: 'transfer.failure.depositedAmountTooLowToFill',
    message: 'Less was deposited than the quote required, so the transfer could not be completed.',
  }),
  NEGATIVE_NEW_AMOUNT_AFTER_FEES: msg({
    id: 'transfer.failure.negativeNewAmountAfterFees',
    message: 'After fees nothing would have been left to deliver.',
  }),
  NO_QUOTES: msg({
    id: 'transfer.failure.noQuotes',
    message: 'No route was available to complete the transfer when it was filled.',
  }),
  MISSING_REVERT_DATA: msg({
    id: 'transfer.failure.missingRevertData',
    message: 'A transaction on the destination chain failed without saying why.',
  }),
  REVERSE_SWAP_FAILED: msg({
    id: 'transfer.failure.reverseSwapFailed',
    message: 'Swapping the funds back for the refund failed.',
  }),
  GENERATE_SWAP_FAILED: msg({
    id: 'transfer.failure.generateSwapFailed',
    message: 'The swap needed for this transfer could not be prepared.',
  }),
  TOO_LITTLE_RECEIVED: msg({
    id: 'transfer.failure.tooLittleReceived',
    message: 'The swap would have delivered less than the minimum you accepted.',
  }),
  EXECUTION_REVERTED: msg({
    id: 'transfer.failure.executionReverted',
    message: 'A call on the destination chain failed (it reverted).',
  }),
  NEW_CALLDATA_INCLUDES_HIGHER_RENT_FEE: msg({
    id: 'transfer.failure.newCalldataIncludesHigherRentFee',
    message: 'Completing the transfer would have needed a higher account rent fee than quoted.',
  }),
  TRANSACTION_REVERTED: msg({
    id: 'transfer.failure.transactionReverted',
    message: 'The transaction on the destination chain was reverted.',
  }),
  TRANSACTION_TOO_LARGE: msg({
    id: 'transfer.failure.transactionTooLarge',
    message: 'The transaction needed to complete the transfer was too large for the destination chain.',
  }),
  ORIGIN_CURRENCY_MISMATCH: msg({
    id: 'transfer.failure.originCurrencyMismatch',
    message: 'The token deposited did not match the token of the quote.',
  }),
  NO_INTERNAL_SWAP_ROUTES_FOUND: msg({
    id: 'transfer.failure.noInternalSwapRoutesFound',
    message: 'No swap route was found between these tokens when the transfer was filled.',
  }),
  SWAP_USES_TOO_MUCH_GAS: msg({
    id: 'transfer.failure.swapUsesTooMuchGas',
    message: 'The swap would have cost too much gas to be worth doing.',
  }),
  INSUFFICIENT_FUNDS_FOR_RENT: msg({
    id: 'transfer.failure.insufficientFundsForRent',
    message: 'There were not enough funds to pay the account rent on the destination chain.',
  }),
  SPONSOR_BALANCE_TOO_LOW: msg({
    id: 'transfer.failure.sponsorBalanceTooLow',
    message: 'The app sponsoring the fees did not have enough balance to pay them.',
  }),
  ORDER_EXPIRED: msg({
    id: 'transfer.failure.orderExpired',
    message: 'The quote expired before the deposit arrived, so its price could no longer be honoured.',
  }),
  ORDER_IS_CANCELLED: msg({
    id: 'transfer.failure.orderIsCancelled',
    message: 'The order was cancelled before it could be filled.',
  }),
  TRANSFER_FROM_FAILED: msg({
    id: 'transfer.failure.transferFromFailed',
    message: 'Moving the tokens from the wallet failed.',
  }),
  TRANSFER_FAILED: msg({
    id: 'transfer.failure.transferFailed',
    message: 'A token transfer on the destination chain failed.',
  }),
  SIGNATURE_EXPIRED: msg({
    id: 'transfer.failure.signatureExpired',
    message:
      'Your signature expired before the service could submit the deposit, so nothing left your wallet. Get a new quote and sign again.',
  }),
  TTL_EXPIRED: msg({ id: 'transfer.failure.ttlExpired', message: 'The transfer took too long and timed out.' }),
  DEPOSIT_CONFIRMATION_TIMEOUT: msg({
    id: 'transfer.failure.depositConfirmationTimeout',
    message: 'The deposit was not confirmed in time.',
  }),
  ORPHANED_DEPOSIT_REFUND: msg({
    id: 'transfer.failure.orphanedDepositRefund',
    message: 'A deposit arrived that no transfer was waiting for, so it was sent back.',
  }),
  GASLESS_PERMIT_BALANCE_TOO_LOW: msg({
    id: 'transfer.failure.gaslessPermitBalanceTooLow',
    message:
      'Your balance was lower than the amount you signed for when the service tried to deposit it, so nothing was taken.',
  }),
  MANUAL_ADMIN_REFUND: msg({
    id: 'transfer.failure.manualAdminRefund',
    message: 'The service’s operators refunded this transfer by hand.',
  }),
  QUOTED_GAS_LIMIT_EXCEEDED: msg({
    id: 'transfer.failure.quotedGasLimitExceeded',
    message: 'Completing the transfer needed more gas than was quoted.',
  }),
  DESTINATION_TOKEN_TRANSFER_REJECTED: msg({
    id: 'transfer.failure.destinationTokenTransferRejected',
    message: 'The recipient refused the token on the destination chain.',
  }),
  DEPOSIT_REORGED: msg({
    id: 'transfer.failure.depositReorged',
    message: 'The deposit disappeared in a chain reorganisation.',
  }),
  BLOCKED_WALLET: msg({
    id: 'transfer.failure.blockedWallet',
    message: 'The wallet is blocked from using this service.',
  }),
  PROTOCOL_DEADLINE_EXPIRED: msg({
    id: 'transfer.failure.protocolDeadlineExpired',
    message: 'The protocol deadline for this transfer passed.',
  }),
  TRANSACTION_NOT_INCLUDED: msg({
    id: 'transfer.failure.transactionNotIncluded',
    message: 'The transaction was never included in a block.',
  }),
  TRANSACTION_SUBMISSION_FAILED: msg({
    id: 'transfer.failure.transactionSubmissionFailed',
    message: 'The transaction could not be submitted to the destination chain.',
  }),
  'N/A': msg({ id: 'transfer.failure.none', message: 'No failure was recorded.' }),
  ...CALL_FAIL_REASON_MESSAGES,
}

/** The sentences of `FAIL_REASON_MESSAGES`, each in the active locale when read. */
export const FAIL_REASON_TEXT = translatedView(FAIL_REASON_MESSAGES)

/** Section 7.2: why the refund itself could not happen, each in the active locale when read. */
export const REFUND_FAIL_REASON_TEXT = translatedView(REFUND_FAIL_REASON_MESSAGES)

/** A sentence for any reason string, including ones newer than this list. */
export function failReasonText(reason: string | undefined | null): string {
  if (!reason) return FAIL_REASON_TEXT.UNKNOWN
  return (
    wordsOf(FAIL_REASON_TEXT, reason) ??
    t({
      id: 'transfer.failure.unknownWithReason',
      message: `The transfer could not be completed for a reason the service did not record. (${reason})`,
    })
  )
}

export function refundFailReasonText(reason: string | undefined | null): string | undefined {
  if (!reason || reason === 'N/A') return undefined
  return (
    wordsOf(REFUND_FAIL_REASON_TEXT, reason) ??
    t({ id: 'transfer.failure.refund.other', message: `The refund could not be sent (${reason}).` })
  )
}

/**
 * Why a refunded or failed request ended, in words: the sentence of its
 * `failReason` when Ferry knows it; otherwise what the status's `details`
 * say (the public status endpoint omits `failReason` but may describe the
 * outcome there), when that is a non-empty string.
 */
export function failureText(status: { failReason?: string | null; details?: unknown }): string {
  const reason = status.failReason
  const known = reason && reason !== 'UNKNOWN' && reason !== 'N/A' && reason in FAIL_REASON_TEXT
  const details = typeof status.details === 'string' ? status.details.trim() : ''
  if (known || !details) return failReasonText(reason)
  // The service's own words (English), with its reason code beside them.
  return reason && !(reason in FAIL_REASON_TEXT) ? `${details} (${reason})` : details
}
