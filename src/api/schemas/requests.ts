import * as z from 'zod/mini'
import { currencyAmountSchema } from './currency'
import { requestDepositAddressSchema, requestStatusSchema } from './status'

/**
 * Wire schemas of GET /requests/v3 (sections 2.5 and 4.1). Like the other
 * schemas they are permissive: unknown fields pass, and fields the public
 * service may leave out are optional, so the widget's activity view parses
 * both the devnet and the real service.
 */

/** Section 2.5: one transaction of `data.inTxs` / `data.outTxs`. */
export const requestTransactionSchema = z.looseObject({
  /** The interface names it `txHash`; the public service sends `hash`. Either may be present. */
  txHash: z.optional(z.string()),
  hash: z.optional(z.string()),
  fee: z.optional(z.string()),
  feeUsd: z.optional(z.string()),
  block: z.optional(z.nullable(z.number())),
  type: z.optional(z.string()),
  chainId: z.optional(z.number()),
  /** Unix seconds (block time). */
  timestamp: z.optional(z.nullable(z.number())),
  status: z.optional(z.string()),
  data: z.optional(z.unknown()),
  stateChanges: z.optional(z.unknown()),
})
export type RequestTransactionEntry = z.infer<typeof requestTransactionSchema>

/** The hash of a transaction entry, whichever name carries it. */
export function transactionEntryHash(entry: RequestTransactionEntry): string | undefined {
  return entry.txHash ?? entry.hash
}

/** amount, amountFormatted, amountUsd, minimumAmount (all strings): the amount object of fee sponsorship. */
export const amountObjectSchema = z.looseObject({
  amount: z.string(),
  amountFormatted: z.optional(z.string()),
  amountUsd: z.optional(z.string()),
  minimumAmount: z.optional(z.string()),
})
export type AmountObject = z.infer<typeof amountObjectSchema>

export const FEE_SPONSORSHIP_COMPONENTS = ['execution', 'swap', 'platform', 'app', 'rent'] as const
export type FeeSponsorshipComponent = (typeof FEE_SPONSORSHIP_COMPONENTS)[number]

export const feeSponsorshipComponentSchema = z.looseObject({
  selected: z.boolean(),
  total: amountObjectSchema,
  sponsored: amountObjectSchema,
  userPays: amountObjectSchema,
})

/** Section 2.5: one phase (`quoted` or `actual`) of `feeSponsorship`. */
export const feeSponsorshipPhaseSchema = z.looseObject({
  selectedComponents: z.array(z.string()),
  maxSubsidizationAmount: z.optional(z.string()),
  capHit: z.boolean(),
  components: z.record(z.string(), feeSponsorshipComponentSchema),
  sponsoredTotal: amountObjectSchema,
  userPaysTotal: amountObjectSchema,
})
export type FeeSponsorshipPhase = z.infer<typeof feeSponsorshipPhaseSchema>

export const feeSponsorshipSchema = z.looseObject({
  quoted: z.optional(z.nullable(feeSponsorshipPhaseSchema)),
  /** The post-solve outcome; null until the request is final. */
  actual: z.optional(z.nullable(feeSponsorshipPhaseSchema)),
})

const appFeeCurrencySchema = z.looseObject({
  chainId: z.number(),
  address: z.string(),
  symbol: z.string(),
  name: z.optional(z.string()),
  decimals: z.number(),
  metadata: z.optional(
    z.looseObject({
      logoURI: z.optional(z.string()),
      verified: z.optional(z.boolean()),
      isNative: z.optional(z.boolean()),
    }),
  ),
})

export const appFeeEntrySchema = z.looseObject({
  recipient: z.string(),
  /** Basis points, as a string. */
  bps: z.string(),
  amount: z.string(),
  amountFormatted: z.optional(z.string()),
  amountUsd: z.optional(z.string()),
})
export type AppFeeEntry = z.infer<typeof appFeeEntrySchema>

export const appFeesSchema = z.looseObject({
  quoted: z._default(z.array(appFeeEntrySchema), []),
  actual: z._default(z.array(appFeeEntrySchema), []),
  currency: z.optional(z.nullable(appFeeCurrencySchema)),
})

/** One row of the devnet's `data.statusHistory` (an extra the interface does not name). */
export const requestStatusHistoryEntrySchema = z.looseObject({
  status: requestStatusSchema,
  failReason: z.optional(z.string()),
  refundFailReason: z.optional(z.string()),
  txHash: z.optional(z.nullable(z.string())),
  /** ms */
  timestamp: z.number(),
})

/** Section 2.5 `data`. The devnet adds `requestType`, `metadata`, `statusHistory`, `fillTime` and others. */
export const requestRecordDataSchema = z.looseObject({
  slippageTolerance: z.optional(z.nullable(z.string())),
  failReason: z.optional(z.nullable(z.string())),
  refundFailReason: z.optional(z.nullable(z.string())),
  failedTxHash: z.optional(z.nullable(z.string())),
  failedTxBlockNumber: z.optional(z.nullable(z.number())),
  failedCallData: z.optional(
    z.nullable(z.looseObject({ from: z.string(), to: z.string(), data: z.string(), value: z.string() })),
  ),
  usesExternalLiquidity: z.optional(z.boolean()),
  timeEstimate: z.optional(z.nullable(z.number())),
  triggeredByFastFill: z.optional(z.nullable(z.boolean())),
  inTxs: z._default(z.array(requestTransactionSchema), []),
  outTxs: z._default(z.array(requestTransactionSchema), []),
  appFees: z.optional(appFeesSchema),
  feeSponsorship: z.optional(feeSponsorshipSchema),
  // Devnet extras (optional: the public service sends its own set).
  requestType: z.optional(z.string()),
  operation: z.optional(z.string()),
  tradeType: z.optional(z.string()),
  metadata: z.optional(
    z.looseObject({
      sender: z.optional(z.string()),
      recipient: z.optional(z.string()),
      currencyIn: z.optional(currencyAmountSchema),
      currencyOut: z.optional(currencyAmountSchema),
      rate: z.optional(z.string()),
    }),
  ),
  statusHistory: z.optional(z.array(requestStatusHistoryEntrySchema)),
  /** Seconds from deposit to fill, once filled. */
  fillTime: z.optional(z.nullable(z.number())),
})

/** Section 2.5: an element of `requests`. */
export const requestRecordSchema = z.looseObject({
  id: z.string(),
  status: requestStatusSchema,
  user: z.string(),
  recipient: z.string(),
  sender: z.optional(z.nullable(z.string())),
  refundTo: z.optional(z.nullable(z.string())),
  supersededByRequestId: z.optional(z.nullable(z.string())),
  depositAddress: z.optional(z.nullable(requestDepositAddressSchema)),
  data: requestRecordDataSchema,
  /** ISO 8601 on the devnet (and on the public service). */
  createdAt: z.optional(z.union([z.string(), z.number()])),
  updatedAt: z.optional(z.union([z.string(), z.number()])),
})
export type RequestRecord = z.infer<typeof requestRecordSchema>

/** GET /requests/v3 response (real-service-notes.md): `continuation` is absent on the last page. */
export const requestsResponseSchema = z.looseObject({
  requests: z.array(requestRecordSchema),
  continuation: z.optional(z.string()),
  /** Only with `includeTotal=true`. */
  total: z.optional(z.number()),
})
export type RequestsResponse = z.infer<typeof requestsResponseSchema>

/** Section 4.1 `requestType` values (matched case-insensitively). */
export const REQUEST_TYPES = ['Bridge', 'Crosschain Swap', 'Same-chain Swap', 'Send', 'Wrap', 'Unwrap', 'Call'] as const
export type RequestType = (typeof REQUEST_TYPES)[number]

/** Section 4.1 `features` values. */
export const REQUEST_FEATURES = [
  'gasless_execution',
  'gasless_swap',
  'fast_fill',
  'gas_top_up',
  'fixed_rate',
  'app_fees',
  'deposit_address',
] as const
export type RequestFeature = (typeof REQUEST_FEATURES)[number]

export const REQUESTS_SORT_BY = ['createdAt', 'updatedAt', 'amountUsd'] as const
export type RequestsSortBy = (typeof REQUESTS_SORT_BY)[number]

/** Section 8: page size bounds of GET /requests/v3. */
export const REQUESTS_LIMIT = { default: 20, min: 1, max: 50 } as const

/**
 * Section 4.1 `filters`: a JSON array of groups; fields in a group are ANDed,
 * groups are ORed, a `not:` key prefix negates, an array value means any of.
 */
export const requestFilterGroupSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number(), z.boolean()]))]),
)
export type RequestFilterGroup = z.infer<typeof requestFilterGroupSchema>
