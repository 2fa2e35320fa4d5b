import {
  MAX_BLOCK_NUMBER,
  MAX_TIMESTAMP_SECONDS,
  REQUESTS_CONTROL_NAMES,
  REQUESTS_FILTERS,
  REQUESTS_LIMIT,
  REQUESTS_LIST_FILTERS,
  REQUESTS_SORT_BY,
  REQUESTS_SORT_DIRECTIONS,
  type RequestsFilterName,
  type RequestsSortBy,
} from '../../../src/api/schemas'
import type {
  BlockRange,
  ListRequestsQuery,
  RequestFilterCondition,
  RequestFilterField,
  RequestFilterGroup,
} from '../../store/listRequests'
import { decodeContinuation } from './requestsContinuation'
import { block, invalid, KIND_PARSERS, oneOf, type Parse, type Raw, secondsUntil } from './requestsQueryValues'

export { MAX_BLOCK_NUMBER, MAX_TIMESTAMP_SECONDS }

export interface ParsedRequestsQuery {
  list: ListRequestsQuery
  includeAuthenticatedData: boolean
}

/** How one parameter of section 4.1 reads and which listing field it becomes. */
interface ParameterSpec {
  field: RequestFilterField
  parse: Parse
  /** Comma-separated lists (apiKey, features). */
  list?: boolean
}

/** Parameters that read into another listing field than their own name. */
const FIELD_OF: Partial<Record<RequestsFilterName, RequestFilterField>> = {
  // Currency in is on the origin chain, currency out on the destination chain.
  currencyInChainId: 'originChainId',
  currencyOutChainId: 'destinationChainId',
  startTimestamp: 'createdAtMin',
  endTimestamp: 'createdAtMax',
  startBlock: 'blockRange',
  endBlock: 'blockRange',
}

/** The spec of a filter parameter, or undefined for any other name (`constructor`, `__proto__` included). */
const parameterSpec = (name: string): ParameterSpec | undefined => {
  if (!Object.hasOwn(REQUESTS_FILTERS, name)) return undefined
  const filter = name as RequestsFilterName
  return {
    field: FIELD_OF[filter] ?? (filter as RequestFilterField),
    // An upper time bound takes in the whole second it names.
    parse: filter === 'endTimestamp' ? secondsUntil : KIND_PARSERS[REQUESTS_FILTERS[filter]],
    list: (REQUESTS_LIST_FILTERS as readonly string[]).includes(filter),
  }
}

/** Parameters that shape the answer rather than filter it (not allowed inside `filters`). */
const CONTROL = new Set<string>(REQUESTS_CONTROL_NAMES)

interface Scope {
  hasOriginChain: boolean
  hasDestinationChain: boolean
  timeField: 'created' | 'updated'
  includeChildRequests: boolean
}

/**
 * Validates the query of GET /requests/v3 (section 4.1) into a listing
 * query. Anything it cannot read is a 400 INVALID_INPUT naming the parameter.
 * Repeating a parameter means any of its values; unknown top-level
 * parameters are ignored, unknown keys inside `filters` are not.
 */
export function parseRequestsQuery(query: Record<string, string[]>): ParsedRequestsQuery {
  const single = (name: string): string | undefined => {
    const values = Object.hasOwn(query, name) ? query[name] : undefined
    if (!values || values.length === 0) return undefined
    if (values.length > 1) throw invalid(`${name} may be given only once`)
    return values[0]
  }
  const bool = (name: string): boolean => {
    const value = single(name)
    if (value === undefined || value === '') return false
    if (value === 'true' || value === '1') return true
    if (value === 'false' || value === '0') return false
    throw invalid(`${name} must be true or false, got "${value}"`)
  }

  const limitText = single('limit')
  const limit = limitText === undefined ? REQUESTS_LIMIT.default : Number(limitText)
  if (!Number.isInteger(limit) || limit < REQUESTS_LIMIT.min || limit > REQUESTS_LIMIT.max) {
    throw invalid(`limit must be an integer from ${REQUESTS_LIMIT.min} to ${REQUESTS_LIMIT.max}, got "${limitText}"`)
  }
  const sortBy = (
    single('sortBy') === undefined ? 'createdAt' : oneOf(REQUESTS_SORT_BY)(single('sortBy')!, 'sortBy')
  ) as RequestsSortBy
  const sortDirectionText = single('sortDirection')
  const sortDirection = (
    sortDirectionText === undefined
      ? sortBy === 'amountUsd'
        ? 'asc'
        : 'desc'
      : oneOf(REQUESTS_SORT_DIRECTIONS)(sortDirectionText, 'sortDirection')
  ) as 'asc' | 'desc'
  const includeChildRequests = bool('includeChildRequests')
  const includeAuthenticatedData = bool('includeAuthenticatedData')
  const includeTotal = bool('includeTotal')
  const privateChains = single('privateChainsToInclude')
  if (privateChains !== undefined && !/^[\w-]+(,[\w-]+)*$/.test(privateChains)) {
    throw invalid('privateChainsToInclude must be a comma-separated list of chain UUIDs')
  }

  const topLevel: Record<string, Raw[]> = Object.create(null)
  for (const [name, values] of Object.entries(query)) if (parameterSpec(name)) topLevel[name] = values
  const scope: Scope = {
    hasOriginChain: 'originChainId' in topLevel || 'currencyInChainId' in topLevel,
    hasDestinationChain: 'destinationChainId' in topLevel || 'currencyOutChainId' in topLevel,
    timeField: sortBy === 'updatedAt' ? 'updated' : 'created',
    includeChildRequests,
  }
  const where = toGroup(
    Object.entries(topLevel).map(([name, values]) => ({ name, values, negate: false })),
    scope,
    '',
  )

  const filtersText = single('filters')
  const anyOf = filtersText === undefined || filtersText.trim() === '' ? [] : parseFilters(filtersText, scope)

  const continuation = single('continuation')
  const after =
    continuation === undefined || continuation === ''
      ? undefined
      : decodeContinuation(continuation, sortBy, sortDirection)

  return { list: { where, anyOf, sortBy, sortDirection, limit, after, includeTotal }, includeAuthenticatedData }
}

function parseFilters(textValue: string, outer: Scope): RequestFilterGroup[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(textValue)
  } catch (error) {
    throw invalid(`filters must be a JSON array of filter groups: ${(error as Error).message}`)
  }
  if (!Array.isArray(parsed)) throw invalid('filters must be a JSON array of filter groups (objects)')
  return parsed.map((group, index) => {
    const where = `filters[${index}]`
    if (group === null || typeof group !== 'object' || Array.isArray(group))
      throw invalid(`${where} must be an object of filter fields`)
    const entries = Object.entries(group as Record<string, unknown>).map(([key, value]) => {
      const negate = key.startsWith('not:')
      const name = negate ? key.slice(4) : key
      if (!parameterSpec(name)) {
        const hint = CONTROL.has(name) ? ' (it is a query parameter, not a filter)' : ''
        throw invalid(`${where}: unknown filter field "${key}"${hint}`)
      }
      const values = Array.isArray(value) ? value : [value]
      if (values.length === 0) throw invalid(`${where}.${key} must not be an empty array`)
      for (const v of values) {
        if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') {
          throw invalid(`${where}.${key} must be a string, a number or an array of them`)
        }
      }
      return { name, values: values as Raw[], negate }
    })
    const names = new Set(entries.map((e) => e.name))
    const scope: Scope = {
      ...outer,
      hasOriginChain: outer.hasOriginChain || names.has('originChainId') || names.has('currencyInChainId'),
      hasDestinationChain:
        outer.hasDestinationChain || names.has('destinationChainId') || names.has('currencyOutChainId'),
      // includeChildRequests works with the top-level id only.
      includeChildRequests: false,
    }
    return toGroup(entries, scope, `${where}.`)
  })
}

function toGroup(
  entries: { name: string; values: Raw[]; negate: boolean }[],
  scope: Scope,
  prefix: string,
): RequestFilterGroup {
  const conditions: RequestFilterCondition[] = []
  const blocks: { start?: Raw[]; end?: Raw[]; negate: boolean }[] = []
  for (const { name, values, negate } of entries) {
    const spec = parameterSpec(name)!
    const label = `${prefix}${negate ? 'not:' : ''}${name}`
    // Section 4.1: originChainId and destinationChainId override chainId.
    if (name === 'chainId' && (scope.hasOriginChain || scope.hasDestinationChain)) continue
    const expanded: Raw[] = spec.list
      ? values.flatMap((v): Raw[] =>
          typeof v === 'string'
            ? v
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean)
            : [v],
        )
      : values
    if (expanded.length === 0) throw invalid(`${label} must not be empty`)
    if (spec.field === 'blockRange') {
      let entry = blocks.find((b) => b.negate === negate)
      if (!entry) {
        entry = { negate }
        blocks.push(entry)
      }
      entry[name === 'startBlock' ? 'start' : 'end'] = expanded
      continue
    }
    let field = spec.field
    if (field === 'id' && scope.includeChildRequests) field = 'idWithChildren'
    if (scope.timeField === 'updated') {
      if (field === 'createdAtMin') field = 'updatedAtMin'
      if (field === 'createdAtMax') field = 'updatedAtMax'
    }
    conditions.push({ field, values: expanded.map((v) => spec.parse(v, label)), negate })
  }
  for (const { start, end, negate } of blocks) {
    if ((start?.length ?? 0) > 1 || (end?.length ?? 0) > 1)
      throw invalid(`${prefix}startBlock and endBlock take one value each`)
    const range: BlockRange = { originOnly: scope.hasOriginChain }
    if (start) range.min = block(start[0]!, `${prefix}startBlock`)
    if (end) range.max = block(end[0]!, `${prefix}endBlock`)
    if (range.min !== undefined && range.max !== undefined && range.min > range.max)
      throw invalid(`${prefix}startBlock must not be above endBlock`)
    conditions.push({ field: 'blockRange', values: [range], negate })
  }
  return conditions
}
