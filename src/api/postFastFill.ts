import { fetchJson } from './fetchJson'
import { type FastFillAnswer, fastFillResponseSchema } from './schemas/fastFill'

/**
 * `POST /fast-fill` `{ requestId }` through the site server's proxy (`proxyBaseUrl`), which adds the API key the
 * service requires and its own `maxFillAmountUsd`: the key never reaches the browser. 200 when the fill was queued
 * or the request was filled already; the refusals are {@link ApiError}s (401, 403, 400, 404, 409).
 *
 * @throws {ApiError} when the service or the site server refuses, or cannot be reached.
 */
export function postFastFill(args: {
  proxyBaseUrl: string
  requestId: string
  signal?: AbortSignal
}): Promise<FastFillAnswer> {
  return fetchJson({
    baseUrl: args.proxyBaseUrl,
    path: '/fast-fill',
    method: 'POST',
    body: { requestId: args.requestId },
    schema: fastFillResponseSchema,
    signal: args.signal,
  })
}
