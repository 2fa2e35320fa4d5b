import { queryOptions } from '@tanstack/react-query'
import { getSiteInfo } from './getSiteInfo'
import { queryRetry } from './queryRetry'

/** One more try for a site server that did not answer: its fees decide whether a quote may be asked at all. */
export const SITE_INFO_RETRIES = 1

/**
 * Query key and function for the site server's name and fees (`GET {proxyUrl}/site`); disabled without a proxy
 * (a static build has no site server). Read once per page: the site's configuration changes with a restart.
 */
export function siteInfoQueryOptions(args: { proxyUrl: string | undefined }) {
  return queryOptions({
    queryKey: ['site-info', args.proxyUrl] as const,
    queryFn: ({ signal }) => getSiteInfo({ proxyUrl: args.proxyUrl!, signal }),
    enabled: Boolean(args.proxyUrl),
    staleTime: Infinity,
    ...queryRetry({ retries: SITE_INFO_RETRIES }),
  })
}
