import type { RequestsFilterName, RequestsSortBy } from '../../src/api/schemas'
import type { Queryable } from './Queryable'

/** A listing parameter that is also a field of the store's listing as it is named. */
type DirectFilterField = Exclude<
  RequestsFilterName,
  'currencyInChainId' | 'currencyOutChainId' | 'startTimestamp' | 'endTimestamp' | 'startBlock' | 'endBlock'
>

/**
 * A field of section 4.1 that narrows the listing (as a query parameter or inside a `filters` group):
 * the filters of the wire schema, with the time and block bounds as ranges and `id` widened to its children.
 */
export type RequestFilterField =
  | DirectFilterField
  | 'idWithChildren'
  | 'createdAtMin'
  | 'createdAtMax'
  | 'updatedAtMin'
  | 'updatedAtMax'
  | 'blockRange'

/** A block range on a request's transactions; `originOnly` limits it to origin-chain entries (deposit, refund). */
export interface BlockRange {
  min?: number
  max?: number
  originOnly: boolean
}

export type RequestFilterValue = string | number | string[] | BlockRange

/**
 * One condition: the field matches any of `values` (OR), or none of them when
 * `negate`. Values are already normalized (lowercase hex, ms timestamps).
 */
export interface RequestFilterCondition {
  field: RequestFilterField
  values: RequestFilterValue[]
  negate: boolean
}

/** The conditions of one group, ANDed. */
export type RequestFilterGroup = RequestFilterCondition[]

export interface ListRequestsQuery {
  /** Top-level query parameters, ANDed. */
  where: RequestFilterGroup
  /** The `filters` groups, ORed; empty means no further constraint. */
  anyOf: RequestFilterGroup[]
  sortBy: RequestsSortBy
  sortDirection: 'asc' | 'desc'
  limit: number
  /** Keyset position: the sort value (as text) and id of the last row of the previous page. */
  after?: { value: string; id: string }
  includeTotal?: boolean
}

export interface ListRequestsPage {
  ids: string[]
  /** The keyset position after the last id, when there may be more. */
  next?: { value: string; id: string }
  total?: number
}

const SORT_COLUMN: Record<RequestsSortBy, string> = {
  createdAt: 'r.created_at',
  updatedAt: 'r.updated_at',
  amountUsd: 'r.amount_in_usd',
}

/**
 * One page of request ids for GET /requests/v3 (never a `waiting` request unless asked for by id): the filters turned into SQL
 * over the denormalized request columns (migration 2) and a keyset on
 * (sort value, id), so a page never repeats or skips a row when requests are
 * added between pages.
 */
export async function listRequests(db: Queryable, query: ListRequestsQuery): Promise<ListRequestsPage> {
  const params: unknown[] = []
  const param = (value: unknown, cast = ''): string => {
    params.push(value)
    return `$${params.length}${cast}`
  }
  const filters: string[] = query.where.map((condition) => conditionSql(condition, param))
  // What the public service lists: transfers, not quotes. Its `status` filter has no `waiting` (a quote nobody
  // deposited for); such a request is found by its id alone (the request page, a deposit address awaiting payment).
  // One whose deposit was seen, short of its confirmations, is a transfer waiting on its fill: listed.
  if (!query.where.some((c) => !c.negate && (c.field === 'id' || c.field === 'idWithChildren')))
    filters.push(`(r.status <> 'waiting' OR EXISTS (SELECT 1 FROM deposits d WHERE d.request_id = r.id))`)
  if (query.anyOf.length > 0) {
    filters.push(
      `(${query.anyOf.map((group) => (group.length === 0 ? 'TRUE' : `(${group.map((c) => conditionSql(c, param)).join(' AND ')})`)).join(' OR ')})`,
    )
  }
  const filterParams = params.length

  const column = SORT_COLUMN[query.sortBy]
  const direction = query.sortDirection === 'asc' ? 'ASC' : 'DESC'
  const pageFilters = [...filters]
  if (query.after) {
    const cast = query.sortBy === 'amountUsd' ? '::numeric' : '::bigint'
    pageFilters.push(
      `(${column}, r.id) ${direction === 'ASC' ? '>' : '<'} (${param(query.after.value, cast)}, ${param(query.after.id)})`,
    )
  }
  const whereSql = (list: string[]) => (list.length ? `WHERE ${list.join(' AND ')}` : '')
  const { rows } = await db.query<{ id: string; sort_value: string | number }>(
    `SELECT r.id, ${column}::text AS sort_value FROM requests r ${whereSql(pageFilters)}
     ORDER BY ${column} ${direction}, r.id ${direction} LIMIT ${param(query.limit + 1)}`,
    params,
  )
  const page = rows.slice(0, query.limit)
  const last = page.at(-1)
  const result: ListRequestsPage = { ids: page.map((r) => r.id) }
  if (rows.length > query.limit && last) result.next = { value: String(last.sort_value), id: last.id }
  if (query.includeTotal) {
    const counted = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM requests r ${whereSql(filters)}`,
      params.slice(0, filterParams),
    )
    result.total = Number(counted.rows[0]?.total ?? 0)
  }
  return result
}

type Param = (value: unknown, cast?: string) => string

function conditionSql(condition: RequestFilterCondition, param: Param): string {
  const alternatives =
    condition.field === 'features'
      ? [fieldSql('features', condition.values, param)]
      : condition.values.map((v) => fieldSql(condition.field, v, param))
  const any = alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' OR ')})`
  // IS NOT TRUE: a NULL column (no deposit address, not filled yet) is "not X" too.
  return condition.negate ? `((${any}) IS NOT TRUE)` : any
}

const txHashOf = (kind: string | null, p: string) =>
  `r.id IN (SELECT request_id FROM request_transactions WHERE tx_hash = ${p}${kind ? ` AND kind = '${kind}'` : ''})`

function fieldSql(field: RequestFilterField, value: RequestFilterValue | RequestFilterValue[], param: Param): string {
  const p = () => param(value)
  switch (field) {
    case 'id':
      return `r.id = ${p()}`
    case 'idWithChildren': {
      const v = p()
      return `(r.id = ${v} OR r.parent_request_id = ${v})`
    }
    case 'orderId':
      return `r.order_id = ${p()}`
    case 'user': {
      const v = p()
      return `(r.user_address = ${v} OR r.depositor = ${v})`
    }
    case 'recipient':
      return `r.recipient = ${p()}`
    case 'depositAddress':
      return `r.deposit_address = ${p()}`
    case 'depositTxHash':
      return txHashOf('deposit', p())
    case 'fillTxHash':
      return txHashOf('fill', p())
    case 'refundTxHash':
      return txHashOf('refund', p())
    case 'originChainId':
      return `r.origin_chain_id = ${param(value, '::int')}`
    case 'destinationChainId':
      return `r.destination_chain_id = ${param(value, '::int')}`
    case 'chainId': {
      const v = param(value, '::int')
      return `(r.origin_chain_id = ${v} OR r.destination_chain_id = ${v})`
    }
    case 'status':
      return `r.status = ${p()}`
    case 'failReason':
      return `r.fail_reason = ${p()}`
    case 'refundFailReason':
      return `r.refund_fail_reason = ${p()}`
    case 'apiKey':
      return `r.api_key = ${p()}`
    case 'requestType':
      return `r.request_type = ${p()}`
    case 'currencyInAddress':
      return `r.currency_in_address = ${p()}`
    case 'currencyOutAddress':
      return `r.currency_out_address = ${p()}`
    case 'currencyInSymbol':
      return `lower(r.currency_in_symbol) = ${p()}`
    case 'currencyOutSymbol':
      return `lower(r.currency_out_symbol) = ${p()}`
    case 'createdAtMin':
      return `r.created_at >= ${param(value, '::bigint')}`
    case 'createdAtMax':
      return `r.created_at <= ${param(value, '::bigint')}`
    case 'updatedAtMin':
      return `r.updated_at >= ${param(value, '::bigint')}`
    case 'updatedAtMax':
      return `r.updated_at <= ${param(value, '::bigint')}`
    case 'blockRange': {
      const range = value as BlockRange
      const columns = range.originOnly
        ? ['r.deposit_block', 'r.refund_block']
        : ['r.deposit_block', 'r.fill_block', 'r.refund_block']
      const min = range.min === undefined ? undefined : param(range.min, '::bigint')
      const max = range.max === undefined ? undefined : param(range.max, '::bigint')
      const one = (c: string) => [min && `${c} >= ${min}`, max && `${c} <= ${max}`].filter(Boolean).join(' AND ')
      return `(${columns.map((c) => `(${one(c)})`).join(' OR ')})`
    }
    case 'amountUsdMin':
      return `r.amount_in_usd >= ${param(value, '::numeric')}`
    case 'amountUsdMax':
      return `r.amount_in_usd <= ${param(value, '::numeric')}`
    case 'appFeesAmountUsdMin':
      return `r.app_fees_usd >= ${param(value, '::numeric')}`
    case 'appFeesAmountUsdMax':
      return `r.app_fees_usd <= ${param(value, '::numeric')}`
    case 'fillTimeMin':
      return `r.fill_time_seconds >= ${param(value, '::numeric')}`
    case 'fillTimeMax':
      return `r.fill_time_seconds <= ${param(value, '::numeric')}`
    case 'features':
      return `r.features && ${param(value, '::text[]')}`
    case 'term': {
      // Every place a term can match, each through its own index, as one id set.
      const v = p()
      return `r.id IN (
        SELECT id FROM requests WHERE id = ${v}
        UNION SELECT id FROM requests WHERE order_id = ${v}
        UNION SELECT id FROM requests WHERE user_address = ${v}
        UNION SELECT id FROM requests WHERE recipient = ${v}
        UNION SELECT id FROM requests WHERE depositor = ${v}
        UNION SELECT id FROM requests WHERE refund_to = ${v}
        UNION SELECT id FROM requests WHERE deposit_address = ${v}
        UNION SELECT request_id FROM request_transactions WHERE tx_hash = ${v})`
    }
  }
}
