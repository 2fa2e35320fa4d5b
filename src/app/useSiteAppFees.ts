import { type QueryClient, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { siteInfoQueryOptions } from '../api/siteInfoQueryOptions'
import type { NetworkId } from '../config/networks'
import { siteProxyUrl } from '../config/siteProxyUrl'
import type { AppFee, AppFeeSetting } from '../transfer/fees/appFeePolicy'
import { siteAppFees } from './siteAppFees'

// A static build has no site server, so nothing to ask.
const SITE_PROXY_URL = siteProxyUrl()

/** Starts reading the site's fees with the app, beside the catalogue, so that the form does not wait for them. */
export function prefetchSiteInfo(queryClient: QueryClient): QueryClient {
  if (SITE_PROXY_URL) void queryClient.prefetchQuery(siteInfoQueryOptions({ proxyUrl: SITE_PROXY_URL }))
  return queryClient
}

/**
 * The fees the form asks on `networkId` (see `siteAppFees`). `throughSite`:
 * quotes go through this site's proxy; when they go elsewhere (the embed's
 * `apiUrl`), the site server's fees do not apply and its answer is not read.
 */
export function useSiteAppFees(args: {
  networkId: NetworkId
  throughSite: boolean
  embed?: { appFees?: readonly AppFee[]; siteName?: string }
}): AppFeeSetting {
  const proxyUrl = args.throughSite ? SITE_PROXY_URL : undefined
  const query = useQuery(siteInfoQueryOptions({ proxyUrl }))
  // A site that does not answer at all (after its retry) has no fees to add: the embed's, if any, stand.
  const site = !proxyUrl ? null : query.isPending ? undefined : (query.data ?? null)
  const { networkId } = args
  const { appFees, siteName } = args.embed ?? {}
  return useMemo(
    () => siteAppFees({ site, networkId, embed: { appFees, siteName } }),
    [site, networkId, appFees, siteName],
  )
}
