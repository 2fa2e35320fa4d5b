import type { FailReason, RefundFailReason } from '../api/schemas/failReasons'

/**
 * Section 7.1: why a fill failed, in words a person understands. Each sentence
 * says what happened; `refundText` says where the money went.
 */
export const FAIL_REASON_TEXT: Record<FailReason, string> = {
  UNKNOWN: 'The transfer could not be completed for a reason the service did not record.',
  SLIPPAGE: 'The price moved more than your slippage setting allowed while the transfer was on its way.',
  AMOUNT_TOO_LOW_TO_REFUND: 'The amount was too small to cover the cost of sending it back.',
  DEPOSIT_ADDRESS_MISMATCH: 'The deposit went to a different address than the one this transfer expected.',
  DEPOSIT_CHAIN_MISMATCH: 'The deposit was made on a different chain than the one this transfer expected.',
  INCORRECT_DEPOSIT_CURRENCY: 'The deposit was made in a different token than the one quoted.',
  DOUBLE_SPEND: 'This deposit was already used for another transfer.',
  SOLVER_CAPACITY_EXCEEDED: 'The transfer was larger than the relayer can handle at the moment.',
  SOLVER_BALANCE_TOO_LOW: 'The relayer did not have enough funds on the destination chain to complete the transfer.',
  DEPOSITED_AMOUNT_TOO_LOW_TO_FILL:
    'Less was deposited than the quote required, so the transfer could not be completed.',
  NEGATIVE_NEW_AMOUNT_AFTER_FEES: 'After fees nothing would have been left to deliver.',
  NO_QUOTES: 'No route was available to complete the transfer when it was filled.',
  MISSING_REVERT_DATA: 'A transaction on the destination chain failed without saying why.',
  REVERSE_SWAP_FAILED: 'Swapping the funds back for the refund failed.',
  GENERATE_SWAP_FAILED: 'The swap needed for this transfer could not be prepared.',
  TOO_LITTLE_RECEIVED: 'The swap would have delivered less than the minimum you accepted.',
  EXECUTION_REVERTED: 'A call on the destination chain failed (it reverted).',
  NEW_CALLDATA_INCLUDES_HIGHER_RENT_FEE:
    'Completing the transfer would have needed a higher account rent fee than quoted.',
  TRANSACTION_REVERTED: 'The transaction on the destination chain was reverted.',
  TRANSACTION_TOO_LARGE: 'The transaction needed to complete the transfer was too large for the destination chain.',
  ORIGIN_CURRENCY_MISMATCH: 'The token deposited did not match the token of the quote.',
  NO_INTERNAL_SWAP_ROUTES_FOUND: 'No swap route was found between these tokens when the transfer was filled.',
  SWAP_USES_TOO_MUCH_GAS: 'The swap would have cost too much gas to be worth doing.',
  INSUFFICIENT_FUNDS_FOR_RENT: 'There were not enough funds to pay the account rent on the destination chain.',
  SPONSOR_BALANCE_TOO_LOW: 'The app sponsoring the fees did not have enough balance to pay them.',
  ORDER_EXPIRED: 'The quote expired before the deposit arrived, so its price could no longer be honoured.',
  ORDER_IS_CANCELLED: 'The order was cancelled before it could be filled.',
  TRANSFER_FROM_FAILED: 'Moving the tokens from the wallet failed.',
  TRANSFER_FAILED: 'A token transfer on the destination chain failed.',
  SIGNATURE_EXPIRED:
    'Your signature expired before the service could submit the deposit, so nothing left your wallet. Get a new quote and sign again.',
  INVALID_SIGNATURE: 'The signature given for this transfer was not valid.',
  INSUFFICIENT_NATIVE_TOKENS_SUPPLIED: 'Not enough of the chain’s native token was supplied with the transaction.',
  TRANSFER_AMOUNT_EXCEEDS_ALLOWANCE:
    'A call tried to spend more tokens than it was approved for: the approval is missing, too small, or names the wrong spender.',
  TRANSFER_AMOUNT_EXCEEDS_BALANCE: 'A call tried to spend more tokens than were there.',
  INVALID_SENDER: 'The transaction came from an address that is not allowed to make it.',
  ACCOUNT_ABSTRACTION_INVALID_NONCE: 'The smart account’s nonce was not valid.',
  ACCOUNT_ABSTRACTION_SIGNATURE_ERROR: 'The smart account’s signature was not valid.',
  SEAPORT_INEXACT_FRACTION: 'The marketplace order could not be filled in the requested fraction.',
  TOKEN_NOT_TRANSFERABLE: 'The token cannot be transferred.',
  ZERO_SELL_AMOUNT: 'The amount to swap came to zero.',
  MINT_NOT_ACTIVE: 'The mint is not open.',
  ERC_1155_TOO_MANY_REQUESTED: 'More items were requested than are available.',
  INCORRECT_PAYMENT: 'The payment sent to the destination contract was not the amount it expects.',
  INVALID_GAS_PRICE: 'The gas price was not accepted on the destination chain.',
  FLUID_DEX_ERROR: 'The exchange used for the swap returned an error.',
  ORDER_ALREADY_FILLED: 'This order had already been filled.',
  SEAPORT_INVALID_FULFILLER: 'The marketplace order cannot be filled by this relayer.',
  INVALID_SIGNER: 'The transfer was signed by the wrong account.',
  MINT_QUANTITY_EXCEEDS_MAX_PER_WALLET: 'The mint would exceed the limit per wallet.',
  MINT_QUANTITY_EXCEEDS_MAX_SUPPLY: 'The mint would exceed the total supply.',
  JUPITER_INVALID_TOKEN_ACCOUNT: 'A token account for the swap was not valid.',
  INVALID_NONCE: 'The transaction nonce was not valid.',
  ACCOUNT_ABSTRACTION_GAS_LIMIT: 'The smart account transaction ran over its gas limit.',
  CONTRACT_PAUSED: 'The destination contract is paused.',
  SWAP_IMPACT_TOO_HIGH: 'The swap would have moved the price too much.',
  INSUFFICIENT_POOL_LIQUIDITY: 'The pool did not have enough liquidity for this amount.',
  TTL_EXPIRED: 'The transfer took too long and timed out.',
  DEPOSIT_CONFIRMATION_TIMEOUT: 'The deposit was not confirmed in time.',
  ORPHANED_DEPOSIT_REFUND: 'A deposit arrived that no transfer was waiting for, so it was sent back.',
  GASLESS_PERMIT_BALANCE_TOO_LOW:
    'Your balance was lower than the amount you signed for when the service tried to deposit it, so nothing was taken.',
  MANUAL_ADMIN_REFUND: 'The service’s operators refunded this transfer by hand.',
  QUOTED_GAS_LIMIT_EXCEEDED: 'Completing the transfer needed more gas than was quoted.',
  DESTINATION_TOKEN_TRANSFER_REJECTED: 'The recipient refused the token on the destination chain.',
  DEPOSIT_REORGED: 'The deposit disappeared in a chain reorganisation.',
  BLOCKED_WALLET: 'The wallet is blocked from using this service.',
  PROTOCOL_DEADLINE_EXPIRED: 'The protocol deadline for this transfer passed.',
  TRANSACTION_NOT_INCLUDED: 'The transaction was never included in a block.',
  TRANSACTION_SUBMISSION_FAILED: 'The transaction could not be submitted to the destination chain.',
  'N/A': 'No failure was recorded.',
}

/** Section 7.2: why the refund itself could not happen. */
export const REFUND_FAIL_REASON_TEXT: Record<RefundFailReason, string> = {
  AMOUNT_TOO_LOW_TO_REFUND: 'The refund could not be sent: the amount is smaller than the cost of sending it back.',
  NEGATIVE_NEW_AMOUNT_AFTER_FEES:
    'The refund could not be sent: nothing would be left after the fees of sending it back.',
  SWAP_CURRENCY_NOT_ON_ORIGIN: 'The refund could not be sent: the token cannot be returned on the origin chain.',
  REFUND_RECIPIENT_IS_VASP: 'The refund could not be sent automatically to this recipient; contact support.',
  'N/A': 'No refund problem was recorded.',
}

/** A sentence for any reason string, including ones newer than this list. */
export function failReasonText(reason: string | undefined | null): string {
  if (!reason) return FAIL_REASON_TEXT.UNKNOWN
  return (FAIL_REASON_TEXT as Record<string, string>)[reason] ?? `${FAIL_REASON_TEXT.UNKNOWN} (${reason})`
}

export function refundFailReasonText(reason: string | undefined | null): string | undefined {
  if (!reason || reason === 'N/A') return undefined
  return (REFUND_FAIL_REASON_TEXT as Record<string, string>)[reason] ?? `The refund could not be sent (${reason}).`
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
  return reason && !(reason in FAIL_REASON_TEXT) ? `${details} (${reason})` : details
}
