import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FailReason, RefundFailReason } from '../../api/schemas/failReasons'

/** Section 7.1, the reasons that name what a call on the destination chain ran into (its contract's own error). */
export const CALL_FAIL_REASON_MESSAGES = {
  INVALID_SIGNATURE: msg({
    id: 'transfer.failure.invalidSignature',
    message: 'The signature given for this transfer was not valid.',
  }),
  INSUFFICIENT_NATIVE_TOKENS_SUPPLIED: msg({
    id: 'transfer.failure.insufficientNativeTokensSupplied',
    message: 'Not enough of the chain’s native token was supplied with the transaction.',
  }),
  TRANSFER_AMOUNT_EXCEEDS_ALLOWANCE: msg({
    id: 'transfer.failure.transferAmountExceedsAllowance',
    message:
      'A call tried to spend more tokens than it was approved for: the approval is missing, too small, or names the wrong spender.',
  }),
  TRANSFER_AMOUNT_EXCEEDS_BALANCE: msg({
    id: 'transfer.failure.transferAmountExceedsBalance',
    message: 'A call tried to spend more tokens than were there.',
  }),
  INVALID_SENDER: msg({
    id: 'transfer.failure.invalidSender',
    message: 'The transaction came from an address that is not allowed to make it.',
  }),
  ACCOUNT_ABSTRACTION_INVALID_NONCE: msg({
    id: 'transfer.failure.accountAbstractionInvalidNonce',
    message: 'The smart account’s nonce was not valid.',
  }),
  ACCOUNT_ABSTRACTION_SIGNATURE_ERROR: msg({
    id: 'transfer.failure.accountAbstractionSignatureError',
    message: 'The smart account’s signature was not valid.',
  }),
  SEAPORT_INEXACT_FRACTION: msg({
    id: 'transfer.failure.seaportInexactFraction',
    message: 'The marketplace order could not be filled in the requested fraction.',
  }),
  TOKEN_NOT_TRANSFERABLE: msg({
    id: 'transfer.failure.tokenNotTransferable',
    message: 'The token cannot be transferred.',
  }),
  ZERO_SELL_AMOUNT: msg({ id: 'transfer.failure.zeroSellAmount', message: 'The amount to swap came to zero.' }),
  MINT_NOT_ACTIVE: msg({ id: 'transfer.failure.mintNotActive', message: 'The mint is not open.' }),
  ERC_1155_TOO_MANY_REQUESTED: msg({
    id: 'transfer.failure.erc1155TooManyRequested',
    message: 'More items were requested than are available.',
  }),
  INCORRECT_PAYMENT: msg({
    id: 'transfer.failure.incorrectPayment',
    message: 'The payment sent to the destination contract was not the amount it expects.',
  }),
  INVALID_GAS_PRICE: msg({
    id: 'transfer.failure.invalidGasPrice',
    message: 'The gas price was not accepted on the destination chain.',
  }),
  FLUID_DEX_ERROR: msg({
    id: 'transfer.failure.fluidDexError',
    message: 'The exchange used for the swap returned an error.',
  }),
  ORDER_ALREADY_FILLED: msg({
    id: 'transfer.failure.orderAlreadyFilled',
    message: 'This order had already been filled.',
  }),
  SEAPORT_INVALID_FULFILLER: msg({
    id: 'transfer.failure.seaportInvalidFulfiller',
    message: 'The marketplace order cannot be filled by this relayer.',
  }),
  INVALID_SIGNER: msg({
    id: 'transfer.failure.invalidSigner',
    message: 'The transfer was signed by the wrong account.',
  }),
  MINT_QUANTITY_EXCEEDS_MAX_PER_WALLET: msg({
    id: 'transfer.failure.mintQuantityExceedsMaxPerWallet',
    message: 'The mint would exceed the limit per wallet.',
  }),
  MINT_QUANTITY_EXCEEDS_MAX_SUPPLY: msg({
    id: 'transfer.failure.mintQuantityExceedsMaxSupply',
    message: 'The mint would exceed the total supply.',
  }),
  JUPITER_INVALID_TOKEN_ACCOUNT: msg({
    id: 'transfer.failure.jupiterInvalidTokenAccount',
    message: 'A token account for the swap was not valid.',
  }),
  INVALID_NONCE: msg({ id: 'transfer.failure.invalidNonce', message: 'The transaction nonce was not valid.' }),
  ACCOUNT_ABSTRACTION_GAS_LIMIT: msg({
    id: 'transfer.failure.accountAbstractionGasLimit',
    message: 'The smart account transaction ran over its gas limit.',
  }),
  CONTRACT_PAUSED: msg({ id: 'transfer.failure.contractPaused', message: 'The destination contract is paused.' }),
  SWAP_IMPACT_TOO_HIGH: msg({
    id: 'transfer.failure.swapImpactTooHigh',
    message: 'The swap would have moved the price too much.',
  }),
  INSUFFICIENT_POOL_LIQUIDITY: msg({
    id: 'transfer.failure.insufficientPoolLiquidity',
    message: 'The pool did not have enough liquidity for this amount.',
  }),
} satisfies Partial<Record<FailReason, MessageDescriptor>>

/** Section 7.2: why the refund itself could not happen. */
export const REFUND_FAIL_REASON_MESSAGES: Record<RefundFailReason, MessageDescriptor> = {
  AMOUNT_TOO_LOW_TO_REFUND: msg({
    id: 'transfer.failure.refund.amountTooLowToRefund',
    message: 'The refund could not be sent: the amount is smaller than the cost of sending it back.',
  }),
  NEGATIVE_NEW_AMOUNT_AFTER_FEES: msg({
    id: 'transfer.failure.refund.negativeNewAmountAfterFees',
    message: 'The refund could not be sent: nothing would be left after the fees of sending it back.',
  }),
  SWAP_CURRENCY_NOT_ON_ORIGIN: msg({
    id: 'transfer.failure.refund.swapCurrencyNotOnOrigin',
    message: 'The refund could not be sent: the token cannot be returned on the origin chain.',
  }),
  REFUND_RECIPIENT_IS_VASP: msg({
    id: 'transfer.failure.refund.recipientIsVasp',
    message: 'The refund could not be sent automatically to this recipient; contact support.',
  }),
  'N/A': msg({ id: 'transfer.failure.refund.none', message: 'No refund problem was recorded.' }),
}
