import { type BackoffPolicy, backoffDelay } from '../lib/backoff'
import { ApiError } from './ApiError'

/** The waits between a query's attempts when its caller names none: React Query's own curve (1 s doubling to 30 s). */
const QUERY_BACKOFF: BackoffPolicy = { baseMs: 1000, maxMs: 30_000 }

/** Whether asking the service again may give another answer: a network failure, 408, 429 or 5xx (`ApiError.isRetryable`). */
export function isRetryableError(error: unknown): boolean {
  return error instanceof ApiError && error.isRetryable
}

/**
 * React Query's `retry` and `retryDelay` for a query of the service: up to `retries` retries of what
 * `isRetryableError` allows, on Ferry's backoff curve. Every query option of the service spreads it.
 */
export function queryRetry(args: { retries: number; policy?: BackoffPolicy }) {
  return {
    retry: (failureCount: number, error: Error) => failureCount < args.retries && isRetryableError(error),
    retryDelay: (failureCount: number) => backoffDelay(args.policy ?? QUERY_BACKOFF, failureCount + 1),
  }
}
