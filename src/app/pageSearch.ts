import { isNetworkId, type NetworkId } from '../config/networkIds'

/*
 * The demo site's address bar query, read and written the same way by its
 * first paint (which has no router: this module is all of the URL it loads)
 * and by the app's router (createAppRouter.ts), which owns the URL once it is
 * there. Plain values, one per key (`?network=local&view=activity&term=0x…`),
 * so that links written by hand and shared links keep working.
 */

/**
 * The ids of the site's pages (`?view=`), in the order of its links: the first paint reads them here, without the
 * pages. Each page itself (its component, name, width) is declared once in `pages.tsx`, whose type asks for one
 * entry per id.
 */
export const VIEWS = ['transfer', 'calls', 'activity', 'embed', 'earnings'] as const
export type View = (typeof VIEWS)[number]

/** What every page of the site reads: which page, on which network, and how the transfer page pays. */
export type PageSearch = {
  view: View
  network?: NetworkId
  /** The transfer page's tab: from an exchange or any wallet, through a deposit address. */
  pay?: 'address'
}

/** `PageSearch`'s keys, written first and in this order; a page's own keys follow in alphabetical order. */
export const PAGE_SEARCH_KEYS: readonly string[] = ['view', 'network', 'pay'] satisfies (keyof PageSearch)[]

/**
 * The site's keys from a parsed query. A value that means nothing here falls
 * back (the transfer page, the remembered network, the wallet tab) rather than
 * failing: a mangled link still opens Ferry.
 */
export function readPageSearch(raw: Readonly<Record<string, unknown>>): PageSearch {
  const view = VIEWS.find((v) => v === raw.view) ?? 'transfer'
  return {
    view,
    ...(isNetworkId(raw.network) ? { network: raw.network } : {}),
    ...(raw.pay === 'address' ? { pay: 'address' as const } : {}),
  }
}

/**
 * A request's own page is the path `/r/<requestId>` (plus `?network=`): short
 * enough to paste in a chat or read out to a support desk. The site server and
 * vite answer index.html for it, as for any path without a file extension.
 */
export const REQUEST_PAGE_PREFIX = '/r/'

/** The request id a path names (`/r/0xabc…`), or undefined for any other page. */
export function requestIdOfPath(pathname: string): string | undefined {
  if (!pathname.startsWith(REQUEST_PAGE_PREFIX)) return undefined
  const segment = pathname.slice(REQUEST_PAGE_PREFIX.length).replace(/\/$/, '')
  if (!segment || segment.includes('/')) return undefined
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

/**
 * The page a path other than `/` and `/r/…` stands for: `/activity` (as people type it, any case, a trailing slash)
 * is the Activity page; any other path the transfer form. The router sends such a path to `/?view=…`.
 */
export function viewOfPath(pathname: string): View {
  const segment = pathname.replace(/^\/+|\/+$/g, '').toLowerCase()
  return VIEWS.find((v) => v === segment) ?? 'transfer'
}

/** The path and query of a request's page on a network: `/r/0xabc…?network=local`. */
export function requestPagePath(requestId: string, network: NetworkId): string {
  return `${REQUEST_PAGE_PREFIX}${encodeURIComponent(requestId)}${stringifySearch({ network })}`
}

/** A query string (`?a=1&b=2`) as plain text values; a key given twice keeps its first value. */
export function parseSearch(search: string): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [key, value] of new URLSearchParams(search)) if (!(key in values)) values[key] = value
  return values
}

/**
 * The query string for a search (`?…`, or '' when empty): the site's keys
 * first, then the rest sorted; empty values, and the default page, left out.
 */
export function stringifySearch(search: Readonly<Record<string, unknown>>): string {
  const rank = (key: string) => {
    const leading = PAGE_SEARCH_KEYS.indexOf(key)
    return leading < 0 ? PAGE_SEARCH_KEYS.length : leading
  }
  const keys = Object.keys(search).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
  const params = new URLSearchParams()
  for (const key of keys) {
    const value = search[key]
    if (value === undefined || value === null || value === '') continue
    if (key === 'view' && value === 'transfer') continue
    params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** The query of a page's own keys (all but `PageSearch`'s), which that page decodes: `status=success&term=0x…`. */
export function pageOwnQuery(search: Readonly<Record<string, unknown>>): string {
  const own = Object.entries(search).filter(([key]) => !PAGE_SEARCH_KEYS.includes(key))
  return stringifySearch(Object.fromEntries(own)).slice(1)
}

/**
 * Before the router is there, the first paint's own choices (the network, the
 * pay tab) go into the address bar here, as a replacement (no history entry),
 * where the router finds them when it starts. The one write of the address
 * outside the router, on purpose: the first paint (its inline script, the
 * skeleton) runs before the router's code has loaded, and loading it for this
 * would put the router in the first load. Once the router runs, it alone
 * writes the address (createAppRouter.ts).
 */
export function replaceSearchBeforeRouter(patch: Partial<Record<keyof PageSearch, string | undefined>>) {
  const next = stringifySearch({ ...parseSearch(window.location.search), ...patch })
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${next}${window.location.hash}`)
}
