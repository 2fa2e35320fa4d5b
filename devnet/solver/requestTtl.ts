import type { RequestRecord } from '../store/requestRecord'

/**
 * When a request's `ttl` (quote option, seconds) runs out: its creation plus
 * ttl, wall-clock ms. Undefined for a request quoted without one. A request
 * not filled by then fails with TTL_EXPIRED (refunded when a deposit arrived).
 */
export function ttlExpiresAt(request: Pick<RequestRecord, 'quoteRequest' | 'createdAt'>): number | undefined {
  const ttl = (request.quoteRequest as { ttl?: unknown } | null)?.ttl
  return typeof ttl === 'number' && Number.isSafeInteger(ttl) && ttl > 0 ? request.createdAt + ttl * 1000 : undefined
}

/** The status `details` of a TTL_EXPIRED failure. */
export function ttlDetails(request: Pick<RequestRecord, 'quoteRequest' | 'createdAt'>, deposited: boolean) {
  return {
    ttl: (request.quoteRequest as { ttl?: number }).ttl,
    createdAt: request.createdAt,
    expiredAt: ttlExpiresAt(request),
    deposited,
  }
}
