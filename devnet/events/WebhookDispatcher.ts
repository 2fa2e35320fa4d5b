import { backoffDelay } from '../../src/lib/backoff'
import type { DevnetLogger } from '../createLogger'
import type { DevnetStore } from '../store/DevnetStore'
import type { WebhookEndpoint } from '../store/WebhookEndpointsTable'
import type { DueDelivery, StatusEventRow, WebhookDelivery } from '../store/WebhookOutboxTable'
import { signWebhook } from './signWebhook'
import { WebhookEndpoints } from './WebhookEndpoints'
import { webhookEvent } from './webhookEvent'

export interface WebhookDispatcherOptions {
  /** First retry after this many ms; each next one waits twice as long, up to 10 minutes. Default 1000. */
  retryBaseMs?: number
  /** Retries after the first attempt (section 8: up to 10). Default 10. */
  maxRetries?: number
  /** Per attempt. Default 10 s. */
  timeoutMs?: number
  /** Deliveries (of different requests) under way at once. Default 8. */
  concurrency?: number
}

/** Default of `retryBaseMs`. */
const RETRY_BASE_MS = 1_000
/** The longest wait between two attempts; the default ten retries (the longest 512 s) never reach it. */
const RETRY_MAX_MS = 10 * 60_000
/** Default of `maxRetries` (section 8: up to 10). */
const MAX_RETRIES = 10
/** Default of `timeoutMs`. */
const ATTEMPT_TIMEOUT_MS = 10_000
/** Default of `concurrency`. */
const CONCURRENCY = 8
/** The wait before dispatching again after the dispatch itself failed (the store did not answer). */
const DISPATCH_RETRY_MS = 1_000
/** The longest the dispatcher sleeps without a wake-up: it looks at the outbox at least this often. */
const IDLE_CHECK_MS = 5_000
/** How soon a delivery that is due but waits for a free slot is looked at again. */
const BUSY_RECHECK_MS = 50

/**
 * Signed webhooks (section 6.1). Deliveries come from the status history
 * through an outbox cursor, not from memory: every committed change of a
 * request whose API key has an enabled endpoint becomes a stored delivery, so
 * a restart resumes exactly where the last run stopped. One request's events
 * go out strictly in order (the next waits until the one before is delivered
 * or has given up); different requests go out in parallel. A non-2xx answer or
 * an unreachable receiver is retried up to `maxRetries` times, waiting
 * `retryBaseMs * 2^n` (at most 10 minutes); every attempt is logged.
 */
export class WebhookDispatcher {
  private readonly inFlight = new Map<string, { promise: Promise<void>; abort: AbortController }>()
  private unsubscribe: (() => void) | undefined
  private loop: Promise<void> | undefined
  private stopped = false
  private wakeUp: (() => void) | undefined
  private wakeRequested = false

  /** The endpoint settings; setting one wakes the dispatcher. */
  readonly endpoints: WebhookEndpoints

  constructor(
    private readonly context: { store: DevnetStore; logger: DevnetLogger },
    private readonly options: WebhookDispatcherOptions = {},
  ) {
    this.endpoints = new WebhookEndpoints(context.store, () => this.wake())
  }

  start(): void {
    this.unsubscribe = this.context.store.onStatusChange(() => this.wake())
    this.loop ??= this.run()
  }

  /** Stops sending. An attempt cut short is not counted: it is sent again after a restart. */
  async stop(): Promise<void> {
    this.stopped = true
    this.unsubscribe?.()
    for (const { abort } of this.inFlight.values()) abort.abort()
    this.wake()
    await this.loop
    await Promise.allSettled([...this.inFlight.values()].map((f) => f.promise))
  }

  /** The delivery log of a key, oldest first, with every attempt. */
  listDeliveries(
    apiKey: string,
    filter: { requestId?: string; afterId?: number; limit?: number } = {},
  ): Promise<WebhookDelivery[]> {
    return this.context.store.webhookOutbox.list(apiKey, filter)
  }

  private wake(): void {
    this.wakeRequested = true
    this.wakeUp?.()
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      this.wakeRequested = false
      let nextDue: number | undefined
      try {
        await this.enqueueNewEvents()
        nextDue = await this.sendDue()
      } catch (error) {
        if (this.stopped) break
        this.context.logger.error('webhooks: dispatch failed:', error)
        nextDue = Date.now() + DISPATCH_RETRY_MS
      }
      if (this.stopped) break
      if (this.wakeRequested) continue
      await new Promise<void>((resolve) => {
        const wait = nextDue === undefined ? IDLE_CHECK_MS : Math.max(0, nextDue - Date.now())
        const timer = setTimeout(resolve, Math.min(wait, IDLE_CHECK_MS))
        this.wakeUp = () => {
          clearTimeout(timer)
          resolve()
        }
      })
      this.wakeUp = undefined
    }
  }

  /** Turns status history rows past the cursor into deliveries, in one transaction with the cursor. */
  private async enqueueNewEvents(): Promise<void> {
    const toBody = (change: StatusEventRow, now: number) => JSON.stringify(webhookEvent(change, now))
    for (;;) {
      const more = await this.context.store.webhookOutbox.enqueueNext(toBody)
      if (!more || this.stopped) return
    }
  }

  /** Starts the attempts that are due; returns when the next one falls due. */
  private async sendDue(): Promise<number | undefined> {
    // The oldest pending delivery of each request: the only one of that request allowed out.
    const rows = await this.context.store.webhookOutbox.listDue()
    if (rows.length === 0) return undefined
    const endpoints = new Map<string, WebhookEndpoint>()
    for (const key of new Set(rows.map((r) => r.apiKey))) {
      const endpoint = await this.endpoints.get(key)
      if (endpoint?.enabled) endpoints.set(key, endpoint)
    }
    const now = Date.now()
    let nextDue: number | undefined
    const concurrency = this.options.concurrency ?? CONCURRENCY
    for (const row of rows.sort((a, b) => a.nextAttemptAt - b.nextAttemptAt || a.id - b.id)) {
      const endpoint = endpoints.get(row.apiKey)
      if (!endpoint || this.inFlight.has(row.requestId)) continue
      const due = row.nextAttemptAt
      if (due > now || this.inFlight.size >= concurrency) {
        nextDue = Math.min(nextDue ?? Infinity, Math.max(due, now + (due > now ? 0 : BUSY_RECHECK_MS)))
        continue
      }
      const abort = new AbortController()
      const promise = this.attempt(row, endpoint, abort.signal)
        .catch((error: unknown) => {
          if (!this.stopped) this.context.logger.error(`webhooks: delivery ${row.id} failed unexpectedly:`, error)
        })
        .finally(() => {
          this.inFlight.delete(row.requestId)
          this.wake()
        })
      this.inFlight.set(row.requestId, { promise, abort })
    }
    return nextDue
  }

  private async attempt(row: DueDelivery, endpoint: WebhookEndpoint, stopSignal: AbortSignal): Promise<void> {
    const attempt = row.attempts + 1
    const signatureTimestamp = Math.floor(Date.now() / 1000)
    const startedAt = Date.now()
    let statusCode: number | null = null
    let error: string | null = null
    try {
      const response = await fetch(endpoint.url, {
        method: 'POST',
        headers: {
          ...endpoint.headers,
          'content-type': 'application/json',
          'x-signature-timestamp': String(signatureTimestamp),
          'x-signature-sha256': signWebhook(row.apiKey, signatureTimestamp, row.body),
        },
        body: row.body,
        redirect: 'manual',
        signal: AbortSignal.any([stopSignal, AbortSignal.timeout(this.options.timeoutMs ?? ATTEMPT_TIMEOUT_MS)]),
      })
      statusCode = response.status
      await response.body?.cancel().catch(() => undefined)
    } catch (caught) {
      // Cut short by stop(): not an attempt the receiver saw through, so it is not counted.
      if (stopSignal.aborted) return
      error = describeFetchError(caught)
    }
    const ok = statusCode !== null && statusCode >= 200 && statusCode < 300
    const maxRetries = this.options.maxRetries ?? MAX_RETRIES
    const finished = Date.now()
    const status: WebhookDelivery['status'] = ok ? 'delivered' : attempt > maxRetries ? 'failed' : 'pending'
    const retry = { baseMs: this.options.retryBaseMs ?? RETRY_BASE_MS, maxMs: RETRY_MAX_MS }
    const nextAttemptAt = finished + backoffDelay(retry, attempt)
    await this.context.store.webhookOutbox.recordAttempt(row.id, {
      attempt,
      url: endpoint.url,
      signatureTimestamp,
      startedAt,
      durationMs: finished - startedAt,
      statusCode,
      error,
      status,
      nextAttemptAt,
      finishedAt: finished,
    })
    if (status === 'failed') {
      this.context.logger.warn(
        `webhooks: gave up on delivery ${row.id} (request ${row.requestId}) after ${attempt} attempts: ${error ?? `HTTP ${statusCode}`}`,
      )
    }
  }
}

function describeFetchError(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause
    if (error.name === 'TimeoutError') return 'timed out'
    return cause?.code ? `${cause.code}${cause.message ? `: ${cause.message}` : ''}` : error.message
  }
  return String(error)
}
