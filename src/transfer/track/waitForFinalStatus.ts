import { ApiError } from '../../api/ApiError'
import { isRetryableError } from '../../api/queryRetry'
import { isFinalStatus, refundHasFailed, type StatusResponse } from '../../api/schemas/status'
import { backoffDelay, sleep } from '../../lib/backoff'
import { TrackingStoppedError } from '../../lib/walletErrors'
import type { StatusPush } from './createStatusPush'

/** Reads a check endpoint (already rewritten to v3 by the caller if needed). */
export type FetchStatus = (args: { endpoint: string; signal: AbortSignal }) => Promise<StatusResponse>

/** How long a `failure` must hold before it is final, when the caller names no other grace. */
const FAILURE_GRACE_MS = 30_000
/** Checks while a healthy websocket says when to look again, when the caller names no other interval. */
const PUSHED_POLL_MS = 5_000
/** The longest wait between two checks while they fail. */
const FAILED_CHECK_MAX_MS = 10_000

/**
 * Polls a check endpoint until a final status. Failed checks (service down,
 * garbage answers) are reported and retried with backoff up to 10 s; they
 * never end the wait, because the money is already on its way.
 *
 * `failure` is final only once it has held for `failureGraceMs` (or carries a
 * refundFailReason): the service follows a failure with a refund, and its
 * statuses can flap briefly (pending -> failure -> pending -> refund). It has
 * held since the status's `updatedAt` where it says so: a failure read long
 * after it happened (a request's page opened the next day) is final at once.
 *
 * @throws {TrackingStoppedError} when the service gives an answer asking again will not change (a 4xx).
 */
export async function waitForFinalStatus(args: {
  endpoint: string
  fetchStatus: FetchStatus
  intervalMs: number
  signal?: AbortSignal
  onStatus?: (status: StatusResponse | undefined, error?: Error) => void
  failureGraceMs?: number
  /** A websocket that says when to look again; while it is healthy, polling slows to `slowIntervalMs`. */
  push?: StatusPush
  slowIntervalMs?: number
}): Promise<StatusResponse> {
  const failureGraceMs = args.failureGraceMs ?? FAILURE_GRACE_MS
  const slowIntervalMs = args.slowIntervalMs ?? PUSHED_POLL_MS
  const retry = { baseMs: args.intervalMs, maxMs: FAILED_CHECK_MAX_MS }
  let wake: (() => void) | undefined
  // A success the stream reported whole: shown at once, without reading it again over HTTP. Any other update only
  // wakes the loop: a refund's or a failure's words (failReason) are not on the public stream.
  let pushedSuccess: StatusResponse | undefined
  // Set by an update that arrives while a read is under way: that read may predate it, so the next one is not delayed.
  let woken = false
  const stopListening = args.push?.onUpdate((update) => {
    if (update.parsed?.status === 'success') pushedSuccess = update.parsed
    woken = true
    wake?.()
  })
  let failingSince: number | undefined
  const controller = new AbortController()
  const abort = () => controller.abort(args.signal?.reason)
  args.signal?.addEventListener('abort', abort, { once: true })
  let last: StatusResponse | undefined
  let failures = 0
  try {
    for (;;) {
      args.signal?.throwIfAborted()
      if (pushedSuccess) {
        args.onStatus?.(pushedSuccess)
        return pushedSuccess
      }
      woken = false
      try {
        const status = await args.fetchStatus({ endpoint: args.endpoint, signal: controller.signal })
        failures = 0
        last = status
        args.onStatus?.(status)
        if (status.status === 'failure') {
          // A failed refund is recorded on the failure itself: no refund status will follow.
          failingSince ??= failingFrom(status)
          if (refundHasFailed(status) || Date.now() - failingSince >= failureGraceMs) return status
        } else {
          failingSince = undefined
          if (isFinalStatus(status.status)) return status
        }
      } catch (error) {
        args.signal?.throwIfAborted()
        // An answer that will not change by asking again (the service does not know the request, refuses the key):
        // following it forever would only say "Reconnecting…" forever.
        if (isPermanent(error)) throw new TrackingStoppedError({ cause: error })
        failures++
        args.onStatus?.(last, error instanceof Error ? error : new Error(String(error)))
      }
      if (woken) continue
      const base = args.push?.healthy() ? slowIntervalMs : args.intervalMs
      const delay = failures === 0 ? base : backoffDelay(retry, failures)
      await sleep(delay, { signal: args.signal, wakeable: (resume) => (wake = resume) })
    }
  } finally {
    wake = undefined
    stopListening?.()
    args.signal?.removeEventListener('abort', abort)
  }
}

/**
 * An HTTP answer the service would give again (a 4xx but 408 and 429): the one should-retry decision
 * (`isRetryableError`, React Query's too) decides. A garbled 2xx is not one: the next check may read well.
 */
function isPermanent(error: unknown): error is ApiError {
  return error instanceof ApiError && error.kind === 'http' && !isRetryableError(error)
}

/** Below this, `updatedAt` counts seconds, not milliseconds (1e12 ms is 2001; 1e12 s is 33,000 years away). */
const SECONDS_BELOW = 1e12

/** When a failure began, as far as the reader can tell: its `updatedAt`, never later than now (clocks differ). */
function failingFrom(status: StatusResponse): number {
  const now = Date.now()
  const at = status.updatedAt
  if (at === undefined || !Number.isFinite(at) || at <= 0) return now
  return Math.min(now, at < SECONDS_BELOW ? at * 1000 : at)
}
