import { describe, expect, it } from 'vitest'
import { backoffDelay } from '../lib/backoff'
import { ApiError } from './ApiError'
import { isRetryableError, queryRetry } from './queryRetry'

const http = (status: number) => new ApiError({ kind: 'http', status, message: 'answer', path: '/quote/v2' })

describe('queryRetry', () => {
  it("retries only what ApiError.isRetryable allows (a network failure, 408, 429, 5xx), up to the caller's count", () => {
    const { retry } = queryRetry({ retries: 2 })
    for (const status of [408, 429, 500, 503]) expect(retry(0, http(status))).toBe(true)
    expect(retry(0, new ApiError({ kind: 'network', message: 'offline', path: '/quote/v2' }))).toBe(true)
    for (const status of [400, 401, 403, 404]) expect(retry(0, http(status))).toBe(false)
    expect(retry(0, new ApiError({ kind: 'invalid-response', message: 'garbled', path: '/quote/v2' }))).toBe(false)
    expect(retry(0, new Error('a bug'))).toBe(false)
    expect(retry(1, http(503))).toBe(true)
    expect(retry(2, http(503))).toBe(false)
  })

  it("waits on Ferry's backoff curve: React Query asks with failureCount 0 for the first retry's wait", () => {
    const policy = { baseMs: 200, maxMs: 1000 }
    const { retryDelay } = queryRetry({ retries: 5, policy })
    expect([0, 1, 2, 3].map((n) => retryDelay(n))).toEqual([200, 400, 800, 1000])
    expect(queryRetry({ retries: 1 }).retryDelay(0)).toBe(backoffDelay({ baseMs: 1000, maxMs: 30_000 }, 1))
  })

  it('isRetryableError is ApiError.isRetryable, and false for anything else', () => {
    expect(isRetryableError(http(408))).toBe(true)
    expect(isRetryableError({ isRetryable: true })).toBe(false)
  })
})
