import { z } from 'zod'
import { currencyAmountSchema } from './currency'
import { requestStatusSchema } from './status'

/**
 * Wire schemas of GET /requests/v3 (sections 2.5 and 4.1). Like the other
 * schemas they are permissive: unknown fields pass, and fields the public
 * service may leave out are optional, so the widget's activity view parses
 * both the devnet and the real service.
 */

/** Section 2.5: one transaction of `data.inTxs` / `data.outTxs`. */
export const requestTransactionSchema = z.looseObject({
  /** The interface names it `txHash`; the public service sends `hash`. Either may be present. */
  txHash: z.string().optional(),
  hash: z.string().optional(),
  fee: z.string().optional(),
  feeUsd: z.string().optional(),
  block: z.number().nullable().optional(),
  type: z.string().optional(),
  chainId: z.number().optional(),
  /** Unix seconds (block time). */
  timestamp: z.number().nullable().optional(),
  status: z.string().optional(),
  data: z.unknown().optional(),
  stateChanges: z.unknown().optional(),
})
export type RequestTransactionEntry = z.infer<typeof requestTransactionSchema>

/** The hash of a transaction entry, whichever name carries it. */
export function transactionEntryHash(entry: RequestTransactionEntry): string | undefined {
  return entry.txHash ?? entry.hash
}

/** Section 2.5 `depositAddress` (null when the request used none). */
export const requestDepositAddressSchema = z.looseObject({
  address: z.string(),
  type: z.string().optional(),
  depositor: z.string().nullable().optional(),
  depositTxHash: z.string().nullable().optional(),
  recoveryAddress: z.string().nullable().optional(),
})
export type RequestDepositAddress = z.infer<typeof requestDepositAddressSchema>

/** amount, amountFormatted, amountUsd, minimumAmount (all strings): the amount object of fee sponsorship. */
export const amountObjectSchema = z.looseObject({
  amount: z.string(),
  amountFormatted: z.string().optional(),
  amountUsd: z.string().optional(),
  minimumAmount: z.string().optional(),
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
  maxSubsidizationAmount: z.string().optional(),
  capHit: z.boolean(),
  components: z.record(z.string(), feeSponsorshipComponentSchema),
  sponsoredTotal: amountObjectSchema,
  userPaysTotal: amountObjectSchema,
})
export type FeeSponsorshipPhase = z.infer<typeof feeSponsorshipPhaseSchema>

export const feeSponsorshipSchema = z.looseObject({
  quoted: feeSponsorshipPhaseSchema.nullable().optional(),
  /** The post-solve outcome; null until the request is final. */
  actual: feeSponsorshipPhaseSchema.nullable().optional(),
})

const appFeeCurrencySchema = z.looseObject({
  chainId: z.number(),
  address: z.string(),
  symbol: z.string(),
  name: z.string().optional(),
  decimals: z.number(),
  metadata: z.looseObject({ logoURI: z.string().optional(), verified: z.boolean().optional(), isNative: z.boolean().optional() }).optional(),
})

export const appFeeEntrySchema = z.looseObject({
  recipient: z.string(),
  /** Basis points, as a string. */
  bps: z.string(),
  amount: z.string(),
  amountFormatted: z.string().optional(),
  amountUsd: z.string().optional(),
})
export type AppFeeEntry = z.infer<typeof appFeeEntrySchema>

export const appFeesSchema = z.looseObject({
  quoted: z.array(appFeeEntrySchema).default([]),
  actual: z.array(appFeeEntrySchema).default([]),
  currency: appFeeCurrencySchema.nullable().optional(),
})

/** One row of the devnet's `data.statusHistory` (an extra the interface does not name). */
export const requestStatusHistoryEntrySchema = z.looseObject({
  status: requestStatusSchema,
  failReason: z.string().optional(),
  refundFailReason: z.string().optional(),
  txHash: z.string().nullable().optional(),
  /** ms */
  timestamp: z.number(),
})

/** Section 2.5 `data`. The devnet adds `requestType`, `metadata`, `statusHistory`, `fillTime` and others. */
export const requestRecordDataSchema = z.looseObject({
  slippageTolerance: z.string().nullable().optional(),
  failReason: z.string().nullable().optional(),
  refundFailReason: z.string().nullable().optional(),
  failedTxHash: z.string().nullable().optional(),
  failedTxBlockNumber: z.number().nullable().optional(),
  failedCallData: z.looseObject({ from: z.string(), to: z.string(), data: z.string(), value: z.string() }).nullable().optional(),
  usesExternalLiquidity: z.boolean().optional(),
  timeEstimate: z.number().nullable().optional(),
  triggeredByFastFill: z.boolean().nullable().optional(),
  inTxs: z.array(requestTransactionSchema).default([]),
  outTxs: z.array(requestTransactionSchema).default([]),
  appFees: appFeesSchema.optional(),
  feeSponsorship: feeSponsorshipSchema.optional(),
  // Devnet extras (optional: the public service sends its own set).
  requestType: z.string().optional(),
  operation: z.string().optional(),
  tradeType: z.string().optional(),
  metadata: z
    .looseObject({
      sender: z.string().optional(),
      recipient: z.string().optional(),
      currencyIn: currencyAmountSchema.optional(),
      currencyOut: currencyAmountSchema.optional(),
      rate: z.string().optional(),
    })
    .optional(),
  statusHistory: z.array(requestStatusHistoryEntrySchema).optional(),
  /** Seconds from deposit to fill, once filled. */
  fillTime: z.number().nullable().optional(),
})

/** Section 2.5: an element of `requests`. */
export const requestRecordSchema = z.looseObject({
  id: z.string(),
  status: requestStatusSchema,
  user: z.string(),
  recipient: z.string(),
  sender: z.string().nullable().optional(),
  refundTo: z.string().nullable().optional(),
  supersededByRequestId: z.string().nullable().optional(),
  depositAddress: requestDepositAddressSchema.nullable().optional(),
  data: requestRecordDataSchema,
  /** ISO 8601 on the devnet (and on the public service). */
  createdAt: z.union([z.string(), z.number()]).optional(),
  updatedAt: z.union([z.string(), z.number()]).optional(),
})
export type RequestRecord = z.infer<typeof requestRecordSchema>

/** GET /requests/v3 response (real-service-notes.md): `continuation` is absent on the last page. */
export const requestsResponseSchema = z.looseObject({
  requests: z.array(requestRecordSchema),
  continuation: z.string().optional(),
  /** Only with `includeTotal=true`. */
  total: z.number().optional(),
})
export type RequestsResponse = z.infer<typeof requestsResponseSchema>

/** Section 4.1 `requestType` values (matched case-insensitively). */
export const REQUEST_TYPES = ['Bridge', 'Crosschain Swap', 'Same-chain Swap', 'Send', 'Wrap', 'Unwrap', 'Call'] as const
export type RequestType = (typeof REQUEST_TYPES)[number]

/** Section 4.1 `features` values. */
export const REQUEST_FEATURES = ['gasless_execution', 'gasless_swap', 'fast_fill', 'gas_top_up', 'fixed_rate', 'app_fees', 'deposit_address'] as const
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
