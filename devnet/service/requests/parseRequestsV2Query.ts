import { ServiceError } from '../ServiceError'
import { type ParsedRequestsQuery, parseRequestsQuery } from './parseRequestsQuery'

/** The parameters of `GET /requests/v2` that mean the same in v3 and pass through as they are. */
const SAME_AS_V3 = [
  'limit',
  'continuation',
  'originChainId',
  'destinationChainId',
  'privateChainsToInclude',
  'id',
  'orderId',
  'startTimestamp',
  'endTimestamp',
  'startBlock',
  'endBlock',
  'chainId',
  'depositAddress',
  'includeChildRequests',
  'includeAuthenticatedData',
  'status',
  'apiKey',
  'sortDirection',
] as const

/** v2 sorts by time only (v3 adds `amountUsd`). */
const V2_SORTS = ['createdAt', 'updatedAt']

/** v2 `hash`: "an origin or destination transaction hash", any of the request's own transactions. */
const HASH_FIELDS = ['depositTxHash', 'fillTxHash', 'refundTxHash'] as const
/** v2 `user`: "the sender or recipient" (v3's `user` is the sender or depositor). */
const USER_FIELDS = ['user', 'recipient'] as const

/**
 * Reads the query of `GET /requests/v2` (as the public API description has
 * it) into the devnet's listing query, through the v3 parser so both read
 * values alike: `hash` and `user` become `filters` groups (any of the
 * request's transactions; sender or recipient), the rest passes through.
 * v3-only parameters (`term`, `filters`, `includeTotal`, ...) are not v2's and
 * are ignored like any unknown parameter; `referrer` and `includeOrderData`
 * are accepted and change nothing (the devnet neither filters by referrer nor
 * keeps order data).
 */
export function parseRequestsV2Query(query: Record<string, string[]>): ParsedRequestsQuery {
  const v3: Record<string, string[]> = Object.create(null)
  for (const name of SAME_AS_V3) if (Object.hasOwn(query, name)) v3[name] = query[name]!
  const sortBy = query.sortBy
  if (sortBy !== undefined) {
    if (sortBy.some((s) => !V2_SORTS.includes(s)))
      throw new ServiceError(400, 'INVALID_INPUT', `sortBy must be one of ${V2_SORTS.join(', ')}; got "${sortBy}"`)
    v3.sortBy = sortBy
  }
  // Each parameter is a choice of fields; the groups are every combination (groups are ORed, fields in one ANDed).
  const choices = [alternatives(query.hash, HASH_FIELDS, 'hash'), alternatives(query.user, USER_FIELDS, 'user')].filter(
    (choice) => choice !== undefined,
  )
  if (choices.length > 0) {
    const groups = choices.reduce<Record<string, string[]>[]>(
      (product, choice) => product.flatMap((group) => choice.map((field) => ({ ...group, ...field }))),
      [{}],
    )
    v3.filters = [JSON.stringify(groups)]
  }
  return parseRequestsQuery(v3)
}

/** `{ field: values }` for each of `fields`, or undefined when the parameter is absent. */
function alternatives(
  values: string[] | undefined,
  fields: readonly string[],
  name: string,
): Record<string, string[]>[] | undefined {
  if (values === undefined || values.length === 0) return undefined
  const given = values.map((v) => v.trim())
  if (given.some((v) => v === '')) throw new ServiceError(400, 'INVALID_INPUT', `${name} must not be empty`)
  return fields.map((field) => ({ [field]: given }))
}
