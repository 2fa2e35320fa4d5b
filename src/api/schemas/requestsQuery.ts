import * as z from 'zod/mini'
import { FAIL_REASONS, REFUND_FAIL_REASONS } from './failReasons'
import {
  REQUEST_FEATURES,
  REQUEST_TYPES,
  REQUESTS_LIMIT,
  REQUESTS_SORT_BY,
  type RequestFilterGroup,
  requestFilterGroupSchema,
} from './requests'
import type { requestStatusSchema } from './status'

/**
 * The query of GET /requests/v3 (section 4.1), described once: the widget
 * builds it, the site server's proxy checks it, the devnet reads it and the
 * fuzzer sends hostile versions of it, all from the names and types here.
 */

/**
 * The statuses a listing filters on, as the description's `status` parameter of `/requests/v3` has them: no
 * `waiting` (a quote nobody deposited for is not listed: the listing holds transfers), no `submitted`, and no
 * `fallback` (Ferry's stand-in for an unknown status).
 */
export const LISTED_REQUEST_STATUSES = [
  'success',
  'failure',
  'refund',
  'pending',
  'depositing',
] as const satisfies readonly (typeof requestStatusSchema.options)[number][]
export const REQUESTS_SORT_DIRECTIONS = ['asc', 'desc'] as const
export type RequestsSortDirection = (typeof REQUESTS_SORT_DIRECTIONS)[number]

/** The highest chain id a filter takes: a signed 32-bit integer, as the store's chain id columns. */
export const MAX_CHAIN_ID = 2 ** 31 - 1
/**
 * The latest Unix second a timestamp filter takes: its last millisecond is
 * still an exact JS number (and far inside the store's bigint ms columns).
 */
export const MAX_TIMESTAMP_SECONDS = Math.floor((Number.MAX_SAFE_INTEGER - 999) / 1000)
/** The highest block number a block filter takes: an exact JS number, inside the store's bigint block columns. */
export const MAX_BLOCK_NUMBER = Number.MAX_SAFE_INTEGER

const nonEmpty = z.string().check(z.minLength(1))

/** How a filter's value reads, by kind; a reader may be stricter about the text it accepts, not looser. */
export const REQUESTS_VALUE_SCHEMAS = {
  /** Ids, addresses, hashes, terms: hex matches in any casing. */
  text: nonEmpty,
  /** Currency addresses and symbols: matched case-insensitively. */
  caseless: nonEmpty,
  /** API keys: opaque, matched exactly as given. */
  verbatim: nonEmpty,
  chainId: z.int().check(z.positive(), z.lte(MAX_CHAIN_ID)),
  number: z.number(),
  timestamp: z.number().check(z.gte(0), z.lte(MAX_TIMESTAMP_SECONDS)),
  block: z.int().check(z.gte(0), z.lte(MAX_BLOCK_NUMBER)),
  status: z.enum(LISTED_REQUEST_STATUSES),
  failReason: z.enum(FAIL_REASONS),
  refundFailReason: z.enum(REFUND_FAIL_REASONS),
  /** Matched case-insensitively by the service. */
  requestType: z.enum(REQUEST_TYPES),
  feature: z.enum(REQUEST_FEATURES),
}
export type RequestsValueKind = keyof typeof REQUESTS_VALUE_SCHEMAS

/** Every filter of section 4.1 and the kind of value it takes; these names are also the keys of `filters` groups. */
export const REQUESTS_FILTERS = {
  id: 'text',
  orderId: 'text',
  user: 'text',
  recipient: 'text',
  depositAddress: 'text',
  depositTxHash: 'text',
  fillTxHash: 'text',
  refundTxHash: 'text',
  originChainId: 'chainId',
  destinationChainId: 'chainId',
  chainId: 'chainId',
  status: 'status',
  failReason: 'failReason',
  refundFailReason: 'refundFailReason',
  apiKey: 'verbatim',
  requestType: 'requestType',
  currencyInChainId: 'chainId',
  currencyOutChainId: 'chainId',
  currencyInAddress: 'caseless',
  currencyOutAddress: 'caseless',
  currencyInSymbol: 'caseless',
  currencyOutSymbol: 'caseless',
  startTimestamp: 'timestamp',
  endTimestamp: 'timestamp',
  startBlock: 'block',
  endBlock: 'block',
  amountUsdMin: 'number',
  amountUsdMax: 'number',
  appFeesAmountUsdMin: 'number',
  appFeesAmountUsdMax: 'number',
  fillTimeMin: 'number',
  fillTimeMax: 'number',
  features: 'feature',
  term: 'text',
} as const satisfies Record<string, RequestsValueKind>
export type RequestsFilterName = keyof typeof REQUESTS_FILTERS
export const REQUESTS_FILTER_NAMES = Object.keys(REQUESTS_FILTERS) as RequestsFilterName[]

/** Filters that take a comma-separated list of values, any of which matches. */
export const REQUESTS_LIST_FILTERS = ['apiKey', 'features'] as const satisfies readonly RequestsFilterName[]
type ListFilter = (typeof REQUESTS_LIST_FILTERS)[number]

/** Parameters that shape the answer rather than filter it (not allowed inside `filters`). */
const controlShape = {
  limit: z.int().check(z.gte(REQUESTS_LIMIT.min), z.lte(REQUESTS_LIMIT.max)),
  continuation: z.string(),
  sortBy: z.enum(REQUESTS_SORT_BY),
  sortDirection: z.enum(REQUESTS_SORT_DIRECTIONS),
  includeChildRequests: z.boolean(),
  includeAuthenticatedData: z.boolean(),
  /** Section 10.2: the answer carries `total`. */
  includeTotal: z.boolean(),
  /** Chain UUIDs. */
  privateChainsToInclude: z.array(z.string().check(z.regex(/^[\w-]+$/))),
  filters: z.array(requestFilterGroupSchema),
}
export type RequestsControlName = keyof typeof controlShape
export const REQUESTS_CONTROL_NAMES = Object.keys(controlShape) as RequestsControlName[]

/**
 * What speaks for the integrator: whose requests (its key), its authenticated
 * fields, its private chains. A proxy that holds the key does not take them from a page.
 */
export const REQUESTS_INTEGRATOR_PARAMETERS = [
  'apiKey',
  'includeAuthenticatedData',
  'privateChainsToInclude',
] as const satisfies readonly (RequestsFilterName | RequestsControlName)[]

type FilterSchema<K extends RequestsFilterName> = K extends ListFilter
  ? z.ZodMiniArray<(typeof REQUESTS_VALUE_SCHEMAS)[(typeof REQUESTS_FILTERS)[K]]>
  : (typeof REQUESTS_VALUE_SCHEMAS)[(typeof REQUESTS_FILTERS)[K]]

const filterShape = Object.fromEntries(
  REQUESTS_FILTER_NAMES.map((name) => {
    const value = REQUESTS_VALUE_SCHEMAS[REQUESTS_FILTERS[name]]
    return [name, (REQUESTS_LIST_FILTERS as readonly string[]).includes(name) ? z.array(value) : value]
  }),
) as { [K in RequestsFilterName]: FilterSchema<K> }

/** GET /requests/v3 query as typed values; every parameter is optional. */
export const requestsQuerySchema = z.partial(z.object({ ...filterShape, ...controlShape }))
export type RequestsQuery = z.input<typeof requestsQuerySchema>
export type RequestsParameterName = keyof RequestsQuery
export const REQUESTS_PARAMETER_NAMES: readonly RequestsParameterName[] = [
  ...REQUESTS_FILTER_NAMES,
  ...REQUESTS_CONTROL_NAMES,
]

/** The URL query for a listing: lists comma-separated, `filters` as JSON, absent and empty values left out. */
export function serializeRequestsQuery(query: RequestsQuery): URLSearchParams {
  const params = new URLSearchParams()
  for (const name of REQUESTS_PARAMETER_NAMES) {
    const value: RequestsQuery[RequestsParameterName] = query[name]
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue
    const text =
      name === 'filters'
        ? JSON.stringify(value as RequestFilterGroup[])
        : Array.isArray(value)
          ? value.join(',')
          : String(value)
    params.set(name, text)
  }
  return params
}
