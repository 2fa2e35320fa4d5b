import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/ApiError'
import { queryRetry } from '../../api/queryRetry'
import type { StatusResponse } from '../../api/schemas/status'
import { TrackingStoppedError } from '../../lib/walletErrors'
import { waitForFinalStatus } from './waitForFinalStatus'

describe('waitForFinalStatus', () => {
  it('keeps going through failed checks, reports them, and recovers', async () => {
    let call = 0
    const reports: (string | undefined)[] = []
    const status = await waitForFinalStatus({
      endpoint: '/x',
      intervalMs: 1,
      fetchStatus: async () => {
        call++
        if (call === 1) return { status: 'pending', inTxHashes: [], txHashes: [] }
        if (call <= 4) throw new Error('HTTP 500')
        return { status: 'success', inTxHashes: [], txHashes: ['0xfill'] }
      },
      onStatus: (s, e) => reports.push(e ? `error:${s?.status}` : s?.status),
    })
    expect(status.txHashes).toEqual(['0xfill'])
    expect(reports).toEqual(['pending', 'error:pending', 'error:pending', 'error:pending', 'success'])
  })

  it('waits out a failure that turns into a refund, and ends on a failure that holds', async () => {
    const answers = ['pending', 'failure', 'pending', 'failure', 'refund'] as const
    let i = 0
    const refund = await waitForFinalStatus({
      endpoint: '/x',
      intervalMs: 1,
      failureGraceMs: 50,
      fetchStatus: async () => ({ status: answers[Math.min(i++, answers.length - 1)]!, inTxHashes: [], txHashes: [] }),
    })
    expect(refund.status).toBe('refund')

    const started = Date.now()
    const failure = await waitForFinalStatus({
      endpoint: '/x',
      intervalMs: 5,
      failureGraceMs: 40,
      fetchStatus: async () => ({ status: 'failure', inTxHashes: [], txHashes: [], failReason: 'SLIPPAGE' }),
    })
    expect(failure.failReason).toBe('SLIPPAGE')
    expect(Date.now() - started).toBeGreaterThanOrEqual(40)
  })

  it('ends at once on a failure that has held longer than the grace by its updatedAt, in ms or in s', async () => {
    for (const updatedAt of [Date.now() - 120_000, Math.floor(Date.now() / 1000) - 120]) {
      let reads = 0
      const status = await waitForFinalStatus({
        endpoint: '/x',
        intervalMs: 1,
        failureGraceMs: 60_000,
        fetchStatus: async () => {
          reads++
          return { status: 'failure', inTxHashes: [], txHashes: [], failReason: 'SLIPPAGE', updatedAt }
        },
      })
      expect(status.failReason).toBe('SLIPPAGE')
      expect(reads).toBe(1)
    }
  })

  it('waits out the grace for a failure that just happened, whatever its updatedAt claims from a clock ahead', async () => {
    const started = Date.now()
    const status = await waitForFinalStatus({
      endpoint: '/x',
      intervalMs: 5,
      failureGraceMs: 40,
      fetchStatus: async () => ({ status: 'failure', inTxHashes: [], txHashes: [], updatedAt: Date.now() + 3_600_000 }),
    })
    expect(status.status).toBe('failure')
    expect(Date.now() - started).toBeGreaterThanOrEqual(40)
  })

  it('ends at once on a failure whose refund failed', async () => {
    const status = await waitForFinalStatus({
      endpoint: '/x',
      intervalMs: 1,
      failureGraceMs: 60_000,
      fetchStatus: async () => ({
        status: 'failure',
        inTxHashes: [],
        txHashes: [],
        failReason: 'SLIPPAGE',
        refundFailReason: 'AMOUNT_TOO_LOW_TO_REFUND',
      }),
    })
    expect(status.refundFailReason).toBe('AMOUNT_TOO_LOW_TO_REFUND')
  })

  it('stops when aborted', async () => {
    const controller = new AbortController()
    const wait = waitForFinalStatus({
      endpoint: '/x',
      intervalMs: 5,
      signal: controller.signal,
      fetchStatus: async () => ({ status: 'waiting', inTxHashes: [], txHashes: [] }),
    })
    setTimeout(() => controller.abort(new Error('stop')), 20)
    await expect(wait).rejects.toThrow('stop')
  })
})

describe('waitForFinalStatus and answers that will not change', () => {
  it('stops with a sentence when the service does not know the request, instead of reconnecting forever', async () => {
    const notFound = new ApiError({
      kind: 'http',
      status: 404,
      errorCode: 'REQUEST_NOT_FOUND',
      message: 'The service does not know this transfer.',
      path: '/intents/status/v3',
    })
    let asked = 0
    const waiting = waitForFinalStatus({
      endpoint: '/intents/status/v3?requestId=0x1',
      intervalMs: 1,
      fetchStatus: async () => {
        asked++
        throw notFound
      },
    })
    await expect(waiting).rejects.toBeInstanceOf(TrackingStoppedError)
    await expect(waiting).rejects.toThrow(/does not know this transfer/)
    expect(asked).toBe(1)
  })

  it('stops on the answers React Query would not retry either, and follows through the others (408 and 429 too)', async () => {
    for (const status of [400, 401, 403, 404, 408, 429, 500, 503]) {
      const error = new ApiError({ kind: 'http', status, message: `answered ${status}`, path: '/intents/status/v3' })
      const answers: (() => StatusResponse)[] = [
        () => {
          throw error
        },
        () => ({ status: 'success', inTxHashes: [], txHashes: [] }),
      ]
      const waiting = waitForFinalStatus({
        endpoint: '/intents/status/v3?requestId=0x1',
        intervalMs: 1,
        fetchStatus: async () => answers.shift()!(),
      })
      if (queryRetry({ retries: 1 }).retry(0, error)) expect((await waiting).status).toBe('success')
      else await expect(waiting).rejects.toBeInstanceOf(TrackingStoppedError)
    }
  })

  it('keeps following through a status it does not know, and through 5xx answers', async () => {
    const answers: (() => StatusResponse)[] = [
      () => ({ status: 'unknown', unknownStatus: 'rerouting', inTxHashes: [], txHashes: [] }),
      () => {
        throw new ApiError({ kind: 'http', status: 503, message: 'busy', path: '/intents/status/v3' })
      },
      () => ({ status: 'success', inTxHashes: [], txHashes: [] }),
    ]
    const seen: string[] = []
    const final = await waitForFinalStatus({
      endpoint: '/intents/status/v3?requestId=0x1',
      intervalMs: 1,
      fetchStatus: async () => answers.shift()!(),
      onStatus: (s, error) => seen.push(error ? 'error' : (s?.status ?? '')),
    })
    expect(final.status).toBe('success')
    expect(seen).toEqual(['unknown', 'error', 'success'])
  })
})
