import { fetchJson } from './fetchJson'
import { type StatusResponse, statusResponseSchema } from './schemas/status'

/**
 * Follows a step's check descriptor. Legacy unversioned paths
 * (`/intents/status?requestId=`) are rewritten to v3, as the official client does.
 */
export function getStatus(args: { baseUrl: string; endpoint: string; signal?: AbortSignal }): Promise<StatusResponse> {
  return fetchJson({
    baseUrl: args.baseUrl,
    path: toV3CheckEndpoint(args.endpoint),
    schema: statusResponseSchema,
    signal: args.signal,
  })
}

/** The v3 status path for a request id. */
export function statusEndpoint(requestId: string): string {
  return `/intents/status/v3?requestId=${encodeURIComponent(requestId)}`
}

export function toV3CheckEndpoint(endpoint: string): string {
  return endpoint.replace(/^(\/?)intents\/status(?:\/v[12])?(?=\?|$)/, '$1intents/status/v3')
}
