import { REQUESTS_FILTER_NAMES, REQUESTS_INTEGRATOR_PARAMETERS, REQUESTS_PARAMETER_NAMES } from '../src/api/schemas'
import type { ProxiedPath } from './proxyRoutes'

/**
 * The server's key speaks for the integrator, so what speaks for the
 * integrator (`apiKey`, `includeAuthenticatedData`, `privateChainsToInclude`)
 * is the integrator's to ask, not a page's: a visitor filters, pages and
 * sorts by every other section 4.1 parameter, alone or inside `filters` groups.
 */
const isPublic = (name: string): boolean => !(REQUESTS_INTEGRATOR_PARAMETERS as readonly string[]).includes(name)
const PUBLIC_FILTERS: readonly string[] = REQUESTS_FILTER_NAMES.filter(isPublic)

const NOT_PREFIX = 'not:'

/** `GET /requests/v3` through the proxy: the public filters, paging, and `filters` groups made of public fields only. */
export const REQUESTS_LISTING_PATH: ProxiedPath = {
  method: 'GET',
  query: REQUESTS_PARAMETER_NAMES.filter(isPublic),
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
        if (!PUBLIC_FILTERS.includes(field)) return `\`filters\` may not filter on "${field}" through this proxy`
      }
    }
    return undefined
  },
}
