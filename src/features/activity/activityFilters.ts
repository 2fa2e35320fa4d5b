import { t } from '@lingui/core/macro'
import { FAIL_REASONS, type FailReason } from '../../api/schemas/failReasons'
import {
  REQUEST_FEATURES,
  REQUEST_TYPES,
  REQUESTS_SORT_BY,
  type RequestFeature,
  type RequestsSortBy,
  type RequestType,
} from '../../api/schemas/requests'
import {
  REQUESTS_SORT_DIRECTIONS,
  type RequestsSortDirection,
  serializeRequestsQuery,
} from '../../api/schemas/requestsQuery'
import { checkAddress } from '../../lib/addresses'
import { isSolanaAddress } from '../../lib/isSolanaAddress'

/** The activity view's filters: what the URL holds, so a view can be shared. */
export type ActivityFilters = {
  status?: 'success' | 'failure' | 'refund' | 'pending' | 'depositing'
  originChainId?: number
  destinationChainId?: number
  failReason?: FailReason
  currencySymbol?: string
  requestType?: RequestType
  /** Unix seconds. */
  startTimestamp?: number
  endTimestamp?: number
  amountUsdMin?: number
  amountUsdMax?: number
  features?: RequestFeature[]
  term?: string
  sortBy?: RequestsSortBy
  sortDirection?: RequestsSortDirection
  /** "My transfers": the connected wallet. */
  user?: string
}

const STATUSES = ['success', 'failure', 'refund', 'pending', 'depositing'] as const

/**
 * Reads filters from a URL query. A value that makes no sense is dropped and
 * named in `problems`, so a mangled shared link still opens a useful view.
 */
export function parseActivityFilters(search: string): { filters: ActivityFilters; problems: string[] } {
  const params = new URLSearchParams(search)
  const filters: ActivityFilters = {}
  const problems: string[] = []
  const oneOf = <T extends string>(key: string, allowed: readonly T[], exact = true): T | undefined => {
    const raw = params.get(key)
    if (raw === null || raw === '') return undefined
    const found = allowed.find((a) => (exact ? a === raw : a.toLowerCase() === raw.toLowerCase()))
    if (!found) {
      const choices = `${allowed.slice(0, 6).join(', ')}${allowed.length > 6 ? ', …' : ''}`
      problems.push(
        t({ id: 'activity.filters.problem.notOneOf', message: `Ignored ${key}="${raw}": not one of ${choices}` }),
      )
    }
    return found
  }
  const number = (key: string, integer: boolean): number | undefined => {
    const raw = params.get(key)
    if (raw === null || raw === '') return undefined
    const n = Number(raw)
    if (!Number.isFinite(n) || n < 0 || (integer && !Number.isInteger(n))) {
      problems.push(
        integer
          ? t({ id: 'activity.filters.problem.notWholeNumber', message: `Ignored ${key}="${raw}": not a whole number` })
          : t({ id: 'activity.filters.problem.notNumber', message: `Ignored ${key}="${raw}": not a number` }),
      )
      return undefined
    }
    return n
  }

  filters.status = oneOf('status', STATUSES)
  filters.originChainId = number('originChainId', true)
  filters.destinationChainId = number('destinationChainId', true)
  filters.failReason = oneOf(
    'failReason',
    FAIL_REASONS.filter((r) => r !== 'N/A'),
  )
  filters.requestType = oneOf('requestType', REQUEST_TYPES, false)
  filters.sortBy = oneOf('sortBy', REQUESTS_SORT_BY)
  filters.sortDirection = oneOf('sortDirection', REQUESTS_SORT_DIRECTIONS)
  filters.startTimestamp = number('startTimestamp', true)
  filters.endTimestamp = number('endTimestamp', true)
  filters.amountUsdMin = number('amountUsdMin', false)
  filters.amountUsdMax = number('amountUsdMax', false)
  const symbol = params.get('currencySymbol')?.trim()
  if (symbol) filters.currencySymbol = symbol
  const term = params.get('term')?.trim()
  if (term) filters.term = term
  const features = params.get('features')
  if (features) {
    const list = features
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean)
    const isFeature = (f: string): f is RequestFeature => (REQUEST_FEATURES as readonly string[]).includes(f)
    const unknown = list.filter((f) => !isFeature(f))
    if (unknown.length) {
      const names = unknown.join(', ')
      problems.push(
        t({ id: 'activity.filters.problem.unknownFeatures', message: `Ignored unknown features: ${names}` }),
      )
    }
    const known = list.filter(isFeature)
    if (known.length) filters.features = known
  }
  const user = params.get('user')
  // A sender on Solana is a base58 key, kept exactly (base58 is case-sensitive).
  if (user && isSolanaAddress(user)) filters.user = user
  else if (user) {
    const checked = checkAddress(user)
    if (checked.ok) filters.user = checked.address
    else {
      const problem = checked.message
      problems.push(t({ id: 'activity.filters.problem.user', message: `Ignored user: ${problem}` }))
    }
  }
  if (
    filters.startTimestamp !== undefined &&
    filters.endTimestamp !== undefined &&
    filters.startTimestamp > filters.endTimestamp
  ) {
    problems.push(t({ id: 'activity.filters.problem.timeRange', message: 'The time range ends before it starts' }))
  }
  return { filters: stripUndefined(filters), problems }
}

/** The URL query for filters (stable key order, empty values left out). */
export function serializeActivityFilters(filters: ActivityFilters): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters).sort(([a], [b]) => a.localeCompare(b))) {
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue
    params.set(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  return params.toString()
}

/** The GET /requests/v3 query for filters and a page (section 4.1 names). */
export function toRequestsQuery(
  filters: ActivityFilters,
  page: { limit: number; continuation?: string },
): URLSearchParams {
  // The view filters on the currency a request was paid in.
  const { currencySymbol, ...wireNamed } = filters
  return serializeRequestsQuery({ ...page, ...wireNamed, currencyInSymbol: currencySymbol })
}

function stripUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}
