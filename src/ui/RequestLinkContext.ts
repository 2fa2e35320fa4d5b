import { createContext } from 'react'

/**
 * A request's own page, as the page's URL owner builds it: `href` for a new
 * tab or a copied link, and `open` to go there in place (the demo site's
 * router, the embed's request view). Without `open` the link leaves
 * (an integrator's own page, in a new tab).
 */
export type RequestLink = { href: string; open?: () => void }

/** Where "View this transfer" goes; without one, no link is shown. */
export const RequestLinkContext = createContext<((requestId: string) => RequestLink) | undefined>(undefined)
