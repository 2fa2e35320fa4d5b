import { fetchJson } from './fetchJson'
import { type RequestsResponse, requestsResponseSchema } from './schemas/requests'

/**
 * GET /requests/v3 through the site server's proxy (`proxyBaseUrl`, e.g.
 * `/api/local`), which adds the API key server-side: the key never reaches
 * the browser.
 */
export function getRequests(args: {
  proxyBaseUrl: string
  query: URLSearchParams
  signal?: AbortSignal
}): Promise<RequestsResponse> {
  return fetchJson({
    baseUrl: args.proxyBaseUrl,
    path: `/requests/v3?${args.query}`,
    schema: requestsResponseSchema,
    signal: args.signal,
  })
}
