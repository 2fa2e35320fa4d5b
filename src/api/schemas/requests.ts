import * as z from 'zod/mini'
import { currencyAmountSchema } from './currency'
import { requestDepositAddressSchema, requestStatusSchema } from './status'
import {
  nullableNumber,
  nullableText,
  optionalFlag,
  optionalNumber,
  optionalText,
  tolerantList,
  tolerantObject,
  tolerantPart,
} from './tolerant'

/**
 * Wire schemas of GET /requests/v3 (sections 2.5 and 4.1). Like the other
 * schemas they are permissive: unknown fields pass, and fields the public
 * service may leave out are optional, so the widget's activity view parses
 * both the devnet and the real service.
 */

/** Section 2.5: one transaction of `data.inTxs` / `data.outTxs`. */
export const requestTransactionSchema = z.looseObject({
  /** `/requests/v3` names it `txHash`; `/requests/v2` (the key-less record) names it `hash`. Either may be present. */
  txHash: optionalText,
  hash: optionalText,
  fee: optionalText,
  feeUsd: optionalText,
  block: nullableNumber,
  type: optionalText,
  chainId: optionalNumber,
  /** Unix seconds (block time). */
  timestamp: nullableNumber,
  status: optionalText,
})
export type RequestTransactionEntry = z.output<typeof requestTransactionSchema>
export type RequestTransactionEntryBody = z.input<typeof requestTransactionSchema>

/** The hash of a transaction entry, whichever name carries it. */
export function transactionEntryHash(entry: RequestTransactionEntry | RequestTransactionEntryBody): string | undefined {
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

/** One side (origin or destination) of a record's route: what goes in and what comes out there. */
const routeSideSchema = z.looseObject({
  inputCurrency: tolerantPart(z.nullable(currencyAmountSchema), "a route side's input"),
  outputCurrency: tolerantPart(z.nullable(currencyAmountSchema), "a route side's output"),
})
/** `route.quoted` or `route.actual`: the origin side and the destination side. */
const routePhaseSchema = z.looseObject({
  origin: tolerantPart(z.nullable(routeSideSchema), 'the origin side of a route'),
  destination: tolerantPart(z.nullable(routeSideSchema), 'the destination side of a route'),
})
/** The public record's `data.route`: what was quoted and what happened, each by side (amounts and currencies). */
export const requestRouteSchema = z.looseObject({
  quoted: tolerantPart(z.nullable(routePhaseSchema), 'the quoted route'),
  actual: tolerantPart(z.nullable(routePhaseSchema), 'the actual route'),
})
export type RequestRoute = z.output<typeof requestRouteSchema>

/** Section 2.5 `data`, as the description has it (no `metadata`, no status history: `/requests/v3` has neither). */
export const requestRecordDataSchema = z.looseObject({
  slippageTolerance: nullableText,
  failReason: nullableText,
  refundFailReason: nullableText,
  failedTxHash: nullableText,
  failedTxBlockNumber: nullableNumber,
  failedCallData: tolerantPart(
    z.nullable(z.looseObject({ from: z.string(), to: z.string(), data: z.string(), value: z.string() })),
    'the failed call',
  ),
  usesExternalLiquidity: optionalFlag,
  timeEstimate: nullableNumber,
  triggeredByFastFill: z.optional(z.nullable(optionalFlag)),
  inTxs: tolerantList(requestTransactionSchema, 'an origin transaction of a request'),
  outTxs: tolerantList(requestTransactionSchema, 'a destination transaction of a request'),
  appFees: tolerantPart(appFeesSchema, "a request's app fees"),
  feeSponsorship: tolerantPart(z.nullable(feeSponsorshipSchema), "a request's fee sponsorship"),
  /** Where the amounts and currencies are in the public record (there is no `metadata` in `/requests/v3`). */
  route: tolerantPart(z.nullable(requestRouteSchema), "a request's route"),
  refundCurrencyData: tolerantPart(z.nullable(currencyAmountSchema), "a request's refund"),
  // `requestType` is the record's own (top level) in the description; read here too for a devnet of before.
  requestType: optionalText,
})

/** Section 2.5: an element of `requests`. */
export const requestRecordSchema = z.looseObject({
  id: z.string(),
  status: requestStatusSchema,
  user: z.string(),
  recipient: z.string(),
  sender: nullableText,
  refundTo: nullableText,
  supersededByRequestId: nullableText,
  depositAddress: tolerantPart(z.nullable(requestDepositAddressSchema), "a request's deposit address"),
  /** Section 4.1's type words (Bridge, Crosschain Swap, ...), where the description has them: beside `data`, not in it. */
  requestType: nullableText,
  data: tolerantObject(requestRecordDataSchema, "a request's data"),
  /** ISO 8601 on the devnet (and on the public service). */
  createdAt: z.optional(z.union([z.string(), z.number()])),
  updatedAt: z.optional(z.union([z.string(), z.number()])),
})
export type RequestRecord = z.output<typeof requestRecordSchema>
/** A request record as it travels: what the devnet writes. */
export type RequestRecordBody = z.input<typeof requestRecordSchema> & { data: z.input<typeof requestRecordDataSchema> }

/** GET /requests/v3 response (section 10.2): `continuation` is absent on the last page. */
export const requestsResponseSchema = z.looseObject({
  requests: tolerantList(requestRecordSchema, 'a request of GET /requests/v3'),
  continuation: optionalText,
  /** Only with `includeTotal=true`. */
  total: optionalNumber,
})
export type RequestsResponse = z.output<typeof requestsResponseSchema>
/** GET /requests/v3 as the devnet writes it. */
export type RequestsResponseBody = { requests: RequestRecordBody[]; continuation?: string; total?: number }

/** Section 4.1 `requestType` values (matched case-insensitively). */
// not a message: the service's own type names, sent and matched as they are
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
