import * as z from 'zod/mini'
import { addressSchema, chainAddressSchema, hexSchema, tradeTypeSchema, uintStringSchema } from './primitives'

/** Section 2.1: one destination call of a call action. */
export const destinationCallSchema = z.object({
  to: addressSchema,
  value: uintStringSchema,
  data: hexSchema,
})
export type DestinationCall = z.infer<typeof destinationCallSchema>

/** The most swap sources one list of a quote request names, and the longest name. */
export const MAX_SWAP_SOURCES = 50
export const MAX_SWAP_SOURCE_LENGTH = 100
const swapSourceList = z
  .array(z.string().check(z.minLength(1), z.maxLength(MAX_SWAP_SOURCE_LENGTH)))
  .check(z.maxLength(MAX_SWAP_SOURCES))

/** Section 2.1 plus the extras of the official client (section 10.7). */
export const quoteRequestSchema = z.object({
  user: chainAddressSchema,
  originChainId: z.int().check(z.positive()),
  destinationChainId: z.int().check(z.positive()),
  originCurrency: z.string().check(z.minLength(1)),
  destinationCurrency: z.string().check(z.minLength(1)),
  amount: uintStringSchema,
  tradeType: tradeTypeSchema,
  txs: z.optional(z.array(destinationCallSchema)),
  referrer: z.optional(z.string()),
  recipient: z.optional(chainAddressSchema),
  /** Basis points, as a string. */
  slippageTolerance: z.optional(z.string().check(z.regex(/^\d+$/))),
  refundTo: z.optional(chainAddressSchema),
  appFees: z.optional(z.array(z.object({ recipient: addressSchema, fee: z.string().check(z.regex(/^\d+$/)) }))),
  /** An origin-chain address that can recover funds of a deposit address. */
  recoveryAddress: z.optional(addressSchema),
  /** Gasless deposit by signature (EIP-3009 / EIP-2612) on a currency that supports it. */
  usePermit: z.optional(z.boolean()),
  /** Seconds the permit stays valid (the service's default: 600). */
  permitExpiry: z.optional(z.int().check(z.positive())),
  /** Pay by a plain transfer to an address the service watches (no wallet connection). */
  useDepositAddress: z.optional(z.boolean()),
  /** A deposit address tied to this order; needs `refundTo`. */
  strict: z.optional(z.boolean()),
  /** Deliver native gas to the recipient on the destination chain too. */
  topupGas: z.optional(z.boolean()),
  /** USD micro-units of the top-up (the service's default: 2000000, $2). */
  topupGasAmount: z.optional(z.string().check(z.regex(/^\d+$/))),
  /** Fees paid by the API key's sponsor. Decided by the key holder, never by a browser. */
  subsidizeFees: z.optional(z.boolean()),
  sponsoredFeeComponents: z.optional(z.array(z.string())),
  /** USD micro-units: the most the sponsor pays for this request. */
  maxSubsidizationAmount: z.optional(z.string().check(z.regex(/^\d+$/))),
  /** Seconds: a request not filled in time is refunded (TTL_EXPIRED). */
  ttl: z.optional(z.int().check(z.positive())),
  /** Swap sources (`GET /swap-sources`) the route may use; absent or empty, any. */
  includedSwapSources: z.optional(swapSourceList),
  /** Swap sources the route may not use. */
  excludedSwapSources: z.optional(swapSourceList),
  /** `includedSwapSources` for the origin chain's swap only. */
  includedOriginSwapSources: z.optional(swapSourceList),
  /** `includedSwapSources` for the destination chain's swap only. */
  includedDestinationSwapSources: z.optional(swapSourceList),
})
export type QuoteRequest = z.infer<typeof quoteRequestSchema>
