/**
 * The one retry policy of Ferry, the widget and the devnet alike: waits that
 * double from a first one up to a longest one. Each caller names its own
 * limits as constants; this module only says how a wait grows.
 */
export type BackoffPolicy = {
  /** The wait before the first retry. */
  baseMs: number
  /** No wait is longer than this. */
  maxMs: number
  /**
   * Share of each wait drawn at random (0 to 1; none unless given): a wait of `d` becomes one in
   * `[d * (1 - jitter), d]`, so that many clients that failed together do not all come back together.
   */
  jitter?: number
  /** Where the jitter is drawn from: a number in [0, 1) (`Math.random` unless given, as tests do). */
  random?: () => number
}

/**
 * The wait before retry `attempt` (1 for the first retry): `baseMs * 2^(attempt - 1)`, at most `maxMs`, less a
 * random share when the policy has `jitter`.
 */
export function backoffDelay(policy: BackoffPolicy, attempt: number): number {
  const grown = policy.baseMs * 2 ** Math.max(0, attempt - 1)
  // 2 ** n is Infinity for a large enough n, which the cap turns back into `maxMs`.
  const capped = Math.min(policy.maxMs, grown)
  const jitter = Math.min(1, Math.max(0, policy.jitter ?? 0))
  return jitter === 0 ? capped : capped * (1 - jitter * (policy.random ?? Math.random)())
}

/**
 * Waits `ms`; rejects with the signal's reason as soon as `signal` aborts. `wakeable` receives a function that
 * ends the wait early (a push said something changed), for a loop that polls but can also be told to look now.
 */
export function sleep(
  ms: number,
  options: { signal?: AbortSignal; wakeable?: (resume: () => void) => void } = {},
): Promise<void> {
  const { signal } = options
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal))
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }
    const onAbort = () => {
      clearTimeout(timer)
      reject(abortReason(signal))
    }
    const timer = setTimeout(done, ms)
    options.wakeable?.(done)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

function abortReason(signal: AbortSignal | undefined): unknown {
  return signal?.reason ?? new DOMException('Aborted', 'AbortError')
}

/**
 * Runs `fn` until it returns, waiting `backoffDelay(policy, attempt)` between attempts (viem's `withRetry` is the
 * model): the one retry loop of Ferry. An error that `shouldRetry` refuses, the `retries`-th failure, or an abort
 * ends it with that error; `onRetry` hears each error that is tried again (a page says it reconnects). React Query's
 * `retry`/`retryDelay` for the service are the same rule and curve (`api/queryRetry.ts`, its `isRetryableError`).
 *
 * Not retries, so not here: polls that read a state until it is final and say each failed read on the way
 * (`waitForFinalStatus`, which backs off on `backoffDelay` while reads fail; `runClaim`; a Solana confirmation),
 * the websocket's reconnect timer (`createStatusPush`, woken by `onclose`, not by a promise), and the devnet's
 * solver and webhook retries, kept as a due time in their state so a restart resumes them (`backoffDelay` too).
 */
export async function withRetry<T>(
  fn: () => Promise<T>,
  options: {
    policy: BackoffPolicy
    /** How many times to try again after the first failure (Infinity: until it succeeds or is refused). */
    retries: number
    shouldRetry?: (error: unknown, attempt: number) => boolean
    onRetry?: (error: unknown, attempt: number) => void
    signal?: AbortSignal
  },
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn()
    } catch (error) {
      options.signal?.throwIfAborted()
      if (attempt > options.retries || !(options.shouldRetry?.(error, attempt) ?? true)) throw error
      options.onRetry?.(error, attempt)
      await sleep(backoffDelay(options.policy, attempt), { signal: options.signal })
    }
  }
}
