import { createContext } from 'react'

/**
 * Where Ferry's own activity page searches for a term (a transaction hash),
 * as the page's URL owner builds it: the demo site's router, or the embed for
 * the site it comes from. Presentational parts never read the address bar.
 * Without one, a hash whose chain has no explorer is shown without a link.
 */
export const ActivityLinkContext = createContext<((term: string) => string) | undefined>(undefined)
