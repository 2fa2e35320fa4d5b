import type { ProxiedPath } from './proxyRoutes'

/**
 * Section 4.1 fields a visitor may filter the listing on, alone or inside a
 * `filters` group. Not here: `apiKey` (would list another integrator's
 * requests), `includeAuthenticatedData` (the integrator's own fields) and
 * `privateChainsToInclude` (the integrator's private chains): the server's
 * key speaks for the integrator, so those are the integrator's to ask, not a page's.
 */
const REQUESTS_FILTER_FIELDS = [
  'user',
  'term',
  'id',
  'orderId',
  'depositTxHash',
  'fillTxHash',
  'refundTxHash',
  'originChainId',
  'destinationChainId',
  'chainId',
  'depositAddress',
  'recipient',
  'status',
  'failReason',
  'refundFailReason',
  'requestType',
  'currencyInChainId',
  'currencyOutChainId',
  'currencyInAddress',
  'currencyOutAddress',
  'currencyInSymbol',
  'currencyOutSymbol',
  'startTimestamp',
  'endTimestamp',
  'startBlock',
  'endBlock',
  'amountUsdMin',
  'amountUsdMax',
  'appFeesAmountUsdMin',
  'appFeesAmountUsdMax',
  'fillTimeMin',
  'fillTimeMax',
  'features',
] as const

/** Paging, order and shape of the answer (section 4.1; `includeTotal` from section 10.2). */
const REQUESTS_PAGING_PARAMETERS = [
  'limit',
  'continuation',
  'sortBy',
  'sortDirection',
  'includeChildRequests',
  'includeTotal',
] as const

const NOT_PREFIX = 'not:'

/** `GET /requests/v3` through the proxy: the public filters, paging, and `filters` groups made of public fields only. */
export const REQUESTS_LISTING_PATH: ProxiedPath = {
  method: 'GET',
  query: [...REQUESTS_FILTER_FIELDS, ...REQUESTS_PAGING_PARAMETERS, 'filters'],
  checkQuery(query) {
    const filters = query.get('filters')
    if (filters === null) return undefined
    let groups: unknown
    try {
      groups = JSON.parse(filters)
    } catch {
      return '`filters` is not JSON'
    }
    if (!Array.isArray(groups) || !groups.every((g) => typeof g === 'object' && g !== null && !Array.isArray(g)))
      return '`filters` must be a JSON array of filter groups (objects)'
    // Refused rather than dropped: silently removing a group's field would widen what the page asked for.
    for (const group of groups as Record<string, unknown>[]) {
      for (const key of Object.keys(group)) {
        const field = key.startsWith(NOT_PREFIX) ? key.slice(NOT_PREFIX.length) : key
        if (!(REQUESTS_FILTER_FIELDS as readonly string[]).includes(field))
          return `\`filters\` may not filter on "${field}" through this proxy`
      }
    }
    return undefined
  },
}
