import * as z from 'zod/mini'
import { nullableText } from './tolerant'

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

/** Its answer: what the address holds now on the chains looked at. */
export const depositAddressReindexResponseSchema = z.looseObject({
  message: z.string(),
  triggeredCurrencies: z.array(z.object({ currency: z.string(), symbol: z.string(), balance: z.string() })),
  checkedCurrencies: z.number(),
  failedCurrencies: z.optional(z.number()),
})
export type DepositAddressReindexResponse = z.infer<typeof depositAddressReindexResponseSchema>
