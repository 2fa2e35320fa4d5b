import { ApiError } from './ApiError'
import { fetchJson } from './fetchJson'
import { type SiteInfo, siteInfoSchema } from './schemas/siteInfo'

/**
 * `GET {proxyUrl}/site`: the site server's name and app fees per network.
 * `null` when the site has no such answer (a 404, or a page that is not JSON:
 * a static host, or a site server older than the endpoint); other failures
 * are an {@link ApiError}.
 */
export async function getSiteInfo(args: { proxyUrl: string; signal?: AbortSignal }): Promise<SiteInfo | null> {
  try {
    return await fetchJson({ baseUrl: args.proxyUrl, path: '/site', schema: siteInfoSchema, signal: args.signal })
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.kind === 'invalid-response')) return null
    throw error
  }
}
