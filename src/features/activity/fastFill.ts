import { ApiError } from '../../api/ApiError'
import { API_KEY_REQUIRED } from '../../api/apiKeyRequired'
import type { RequestRecord } from '../../api/schemas/requests'

/** Why a fast fill was refused, as the integrator is told. */
export type FastFillRefusal =
  /** The site server has no API key for this network. */
  | 'no-key'
  /** The site server does not fast-fill (its `maxFillAmountUsd` is not set). */
  | 'off'
  /** The service refused the key (401), or the key may not fast-fill: no app balance (403). */
  | 'not-allowed'
  /** Worth more than the site server's `maxFillAmountUsd`. */
  | 'over-cap'
  /** Worth more than the app balance has left. */
  | 'over-balance'
  | 'unknown-request'
  /** Being filled already, or ended. */
  | 'not-waiting'
  | 'unreachable'
  | 'other'

export type FastFillProgress = 'asking' | 'filling'

export type FastFillOutcome =
  /** Filled by this fast fill (the record says `triggeredByFastFill`). */
  | { kind: 'filled' }
  /** The service found it filled already. */
  | { kind: 'already-filled' }
  /** Queued, then the request ended without a fill (refunded or failed). */
  | { kind: 'ended'; status: string }
  /** Queued, and not filled within the time Ferry waits; Activity goes on showing its status. */
  | { kind: 'still-running' }
  | { kind: 'refused'; refusal: FastFillRefusal; message: string }

/** How often the record is read while the fill runs, and for how long at most. */
export const FAST_FILL_POLL_MS = 1_000
export const FAST_FILL_WAIT_MS = 120_000

/** A refusal of `POST /fast-fill` (or of the site server in front of it) by its code, else by its HTTP status. */
export function refusalOf(error: unknown): FastFillRefusal {
  if (!(error instanceof ApiError)) return 'other'
  if (error.kind === 'network') return 'unreachable'
  switch (error.errorCode) {
    case API_KEY_REQUIRED:
      return 'no-key'
    case 'FAST_FILL_NOT_CONFIGURED':
      return 'off'
    case 'FAST_FILL_LIMIT_EXCEEDED':
      return 'over-cap'
    case 'INSUFFICIENT_APP_BALANCE':
      return 'over-balance'
    case 'UPSTREAM_UNREACHABLE':
      return 'unreachable'
  }
  // The public service's codes are not described: its statuses are (401, 403, 404, 409).
  if (error.status === 401 || error.status === 403) return 'not-allowed'
  if (error.status === 404) return 'unknown-request'
  if (error.status === 409) return 'not-waiting'
  return 'other'
}

/** What a fast fill needs done: ask for it, and read the request's record. */
export interface FastFillCalls {
  send: () => Promise<unknown>
  readRecord: () => Promise<RequestRecord | null>
}

/**
 * Asks for a fast fill, then follows the request's record until it is filled or ends (at most `waitMs`), saying
 * where it is through `onProgress`. A refusal is an outcome, never a throw; an abort ends it with `still-running`.
 */
export async function runFastFill(args: {
  calls: FastFillCalls
  onProgress?: (progress: FastFillProgress) => void
  signal?: AbortSignal
  pollMs?: number
  waitMs?: number
  now?: () => number
}): Promise<FastFillOutcome> {
  const now = args.now ?? Date.now
  args.onProgress?.('asking')
  try {
    await args.calls.send()
  } catch (error) {
    return { kind: 'refused', refusal: refusalOf(error), message: error instanceof Error ? error.message : '' }
  }
  args.onProgress?.('filling')
  const until = now() + (args.waitMs ?? FAST_FILL_WAIT_MS)
  while (!args.signal?.aborted) {
    const record = await args.calls.readRecord().catch(() => null)
    if (record?.status === 'success')
      return record.data.triggeredByFastFill ? { kind: 'filled' } : { kind: 'already-filled' }
    if (record && (record.status === 'failure' || record.status === 'refund'))
      return { kind: 'ended', status: record.status }
    if (now() >= until) break
    await new Promise((resolve) => setTimeout(resolve, args.pollMs ?? FAST_FILL_POLL_MS))
  }
  return { kind: 'still-running' }
}
