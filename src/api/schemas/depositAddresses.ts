import * as z from 'zod/mini'
import { nullableText, optionalNumber, optionalText, tolerantList } from './tolerant'

/** `GET /deposit-addresses/v1?address=|requestId=` (section 10.9): the address a deposit-address quote gave out. */
export const depositAddressInfoSchema = z.looseObject({
  depositAddress: z.string(),
  /** `open` (any amount; priced when funds arrive) or `strict` (this order only). */
  type: z.string(),
  requestId: z.string(),
  /** The chain it was quoted on. */
  chainId: z.number(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** The currency it expects on that chain (address; the zero address is the native currency); may be absent or null. */
  currency: nullableText,
  /** Where a refund goes; null or absent: to the depositor. */
  refundTo: nullableText,
})
export type DepositAddressInfo = z.infer<typeof depositAddressInfoSchema>
export type DepositAddressInfoBody = z.input<typeof depositAddressInfoSchema>

/** `POST /transactions/deposit-address/reindex` body (the public service's; the devnet also takes `address`). */
export const depositAddressReindexBodySchema = z.object({
  chainId: z.optional(z.number()),
  depositAddress: z.optional(z.string()),
  address: z.optional(z.string()),
  targetChainId: z.optional(z.number()),
  currency: z.optional(z.string()),
})

/**
 * Its answer (every field optional in the description): what the service did, and the currencies it found a balance
 * of and now sweeps. Ferry reads the message and how many currencies were triggered.
 */
export const depositAddressReindexResponseSchema = z.looseObject({
  message: optionalText,
  triggeredCurrencies: tolerantList(
    z.looseObject({ currency: optionalText, symbol: optionalText, balance: optionalText }),
    'a currency of POST /transactions/deposit-address/reindex',
  ),
  checkedCurrencies: optionalNumber,
  failedCurrencies: optionalNumber,
})
/** The answer as the devnet writes it. */
export type DepositAddressReindexResponse = z.input<typeof depositAddressReindexResponseSchema>
export type DepositAddressReindexAnswer = z.output<typeof depositAddressReindexResponseSchema>

/** `POST /transactions/index` `{ txHash, chainId }` answers `{ message }` (optional in the description). */
export const transactionsIndexResponseSchema = z.looseObject({ message: optionalText })
export type TransactionsIndexAnswer = z.output<typeof transactionsIndexResponseSchema>
