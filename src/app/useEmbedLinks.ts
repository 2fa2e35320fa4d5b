import { useCallback, useMemo } from 'react'
import type { NetworkId } from '../config/networkIds'
import { fillRequestUrl } from '../config/widgetConfig'
import type { RequestLink } from '../ui/RequestLinkContext'
import { requestPagePath, stringifySearch } from './pageSearch'

export type EmbedLinks = {
  /** A hash with no explorer: the activity page of the site the widget comes from. */
  activityHref: (term: string) => string
  /** "View this transfer": the integrator's page in a new tab, or the widget's own request view in place. */
  requestLink: (requestId: string) => RequestLink
  /** A request's page as the host's events and the support details name it. */
  requestPageUrl: (requestId: string) => string
}

/**
 * Where the embed's links go. The widget has no router: its request view is a
 * state (`onOpenRequest`), and Ferry's `/r/<id>` page on the widget's own
 * origin is what a new tab or a copied link gets. An integrator's `requestUrl`
 * template takes the place of both.
 */
export function useEmbedLinks(args: {
  networkId: NetworkId
  requestUrl: string | undefined
  onOpenRequest: (requestId: string) => void
}): EmbedLinks {
  const { networkId, requestUrl, onOpenRequest } = args
  const activityHref = useCallback(
    (term: string) => `/${stringifySearch({ view: 'activity', network: networkId, term })}`,
    [networkId],
  )
  const requestPageUrl = useCallback(
    (requestId: string) =>
      requestUrl
        ? fillRequestUrl(requestUrl, requestId)
        : `${window.location.origin}${requestPagePath(requestId, networkId)}`,
    [requestUrl, networkId],
  )
  const requestLink = useCallback(
    (requestId: string): RequestLink =>
      requestUrl
        ? { href: requestPageUrl(requestId) }
        : { href: requestPageUrl(requestId), open: () => onOpenRequest(requestId) },
    [requestUrl, requestPageUrl, onOpenRequest],
  )
  return useMemo(() => ({ activityHref, requestLink, requestPageUrl }), [activityHref, requestLink, requestPageUrl])
}
