import * as z from 'zod/mini'
import { PAGE_SEARCH_KEYS, type PageSearch, readPageSearch } from './pageSearch'

/**
 * The demo site's typed address bar: the keys every page reads (`PageSearch`,
 * read by the same function the first paint uses) and each page's own keys as
 * the text its page decodes: the activity filters (`activityFilters.ts`, which
 * names what it had to ignore), the call builder's `calls`, the embed
 * builder's `options`. Kept as text rather than decoded here, so that a
 * mangled link still opens its page with the problem said, not silently fixed.
 */
export type AppSearch = PageSearch & { readonly [key: string]: string | undefined }

const pageKeys = z.record(z.string(), z.string())

/** The router's `validateSearch`: never throws; what is not text, or means nothing, is dropped or falls back. */
export function validateAppSearch(raw: Readonly<Record<string, unknown>>): AppSearch {
  const own = Object.entries(raw).filter(([key, value]) => typeof value === 'string' && !PAGE_SEARCH_KEYS.includes(key))
  const text = pageKeys.parse(Object.fromEntries(own))
  return { ...text, ...readPageSearch(raw) }
}
