import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { backoffDelay, sleep, withRetry } from './backoff'

describe('backoffDelay', () => {
  it('doubles from the first wait up to the longest', () => {
    const policy = { baseMs: 500, maxMs: 15_000 }
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelay(policy, n))).toEqual([
      500, 1000, 2000, 4000, 8000, 15_000, 15_000,
    ])
  })

  it('stays at the longest wait however many attempts failed', () => {
    expect(backoffDelay({ baseMs: 250, maxMs: 30_000 }, 5000)).toBe(30_000)
  })

  it('never waits less than the first wait or more than the longest, and never shrinks, without jitter', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60_000 }),
        fc.integer({ min: 1, max: 600_000 }),
        fc.integer({ min: 1, max: 2000 }),
        (baseMs, maxMs, attempt) => {
          const policy = { baseMs, maxMs }
          const delay = backoffDelay(policy, attempt)
          expect(delay).toBeLessThanOrEqual(maxMs)
          expect(delay).toBeGreaterThanOrEqual(Math.min(baseMs, maxMs))
          expect(backoffDelay(policy, attempt + 1)).toBeGreaterThanOrEqual(delay)
        },
      ),
    )
  })

  it('with jitter, draws each wait from its share below the plain one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60_000 }),
        fc.integer({ min: 1, max: 50 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (baseMs, attempt, jitter, random) => {
          const plain = backoffDelay({ baseMs, maxMs: 120_000 }, attempt)
          const jittered = backoffDelay({ baseMs, maxMs: 120_000, jitter, random: () => random }, attempt)
          expect(jittered).toBeLessThanOrEqual(plain)
          expect(jittered).toBeGreaterThanOrEqual(plain * (1 - jitter) - 1e-9)
        },
      ),
    )
  })
})

describe('sleep', () => {
  it('resolves after the wait', async () => {
    const started = Date.now()
    await sleep(20)
    expect(Date.now() - started).toBeGreaterThanOrEqual(15)
  })

  it('rejects with the reason as soon as the signal aborts, and at once when it already has', async () => {
    const controller = new AbortController()
    const waiting = sleep(60_000, { signal: controller.signal })
    controller.abort(new Error('stop'))
    await expect(waiting).rejects.toThrow('stop')
    await expect(sleep(60_000, { signal: controller.signal })).rejects.toThrow('stop')
  })

  it('ends early when woken', async () => {
    let wake: (() => void) | undefined
    const waiting = sleep(60_000, { wakeable: (resume) => (wake = resume) })
    wake?.()
    await expect(waiting).resolves.toBeUndefined()
  })
})

describe('withRetry', () => {
  const policy = { baseMs: 1, maxMs: 4 }
  const failing = (failures: number, error: unknown = new Error('down')) => {
    let calls = 0
    return {
      fn: async () => {
        calls++
        if (calls <= failures) throw error
        return calls
      },
      calls: () => calls,
    }
  }

  it('tries again until it succeeds, telling each retried error', async () => {
    const f = failing(3)
    const heard: number[] = []
    await expect(withRetry(f.fn, { policy, retries: 5, onRetry: (_e, attempt) => heard.push(attempt) })).resolves.toBe(
      4,
    )
    expect(heard).toEqual([1, 2, 3])
  })

  it('gives up after `retries` retries with the last error', async () => {
    const f = failing(10)
    await expect(withRetry(f.fn, { policy, retries: 2 })).rejects.toThrow('down')
    expect(f.calls()).toBe(3)
  })

  it('stops at once on an error shouldRetry refuses', async () => {
    const f = failing(10, new Error('refused'))
    await expect(withRetry(f.fn, { policy, retries: 5, shouldRetry: () => false })).rejects.toThrow('refused')
    expect(f.calls()).toBe(1)
  })

  it('stops waiting when the signal aborts', async () => {
    const controller = new AbortController()
    const f = failing(10)
    const run = withRetry(f.fn, { policy: { baseMs: 60_000, maxMs: 60_000 }, retries: 5, signal: controller.signal })
    controller.abort(new Error('left the page'))
    await expect(run).rejects.toThrow('left the page')
  })
})
