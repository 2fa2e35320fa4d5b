import type { PGlite } from '@electric-sql/pglite'
import { REQUEST_STATUS_UPDATED, type RequestStatus, type WebhookEvent } from '../../src/api/schemas'
import type { DevnetLogger } from '../createLogger'
import type { DevnetStore } from '../store/DevnetStore'
import { signWebhook } from './signWebhook'
import { WebhookConfigError } from './WebhookConfigError'

/** Section 6.1: the one endpoint an API key may have. */
export interface WebhookEndpoint {
  apiKey: string
  enabled: boolean
  url: string
  /** Added to every POST (the signature and content-type headers cannot be overridden). */
  headers: Record<string, string>
  updatedAt: number
}

export type WebhookEndpointInput = Pick<WebhookEndpoint, 'url'> & Partial<Pick<WebhookEndpoint, 'enabled' | 'headers'>>

export interface WebhookAttempt {
  attempt: number
  url: string
  /** The X-Signature-Timestamp sent (Unix seconds). */
  signatureTimestamp: number
  startedAt: number
  durationMs: number
  /** The receiver's HTTP status; null when it could not be reached (see `error`). */
  statusCode: number | null
  error: string | null
}

export interface WebhookDelivery {
  id: number
  apiKey: string
  requestId: string
  /** The status change it reports (`request_status_history.seq`). */
  historySeq: number
  /** pending (more attempts to come), delivered (a 2xx), failed (retries exhausted). */
  status: 'pending' | 'delivered' | 'failed'
  attempts: number
  nextAttemptAt: number | null
  createdAt: number
  deliveredAt: number | null
  /** The exact JSON body posted. */
  body: string
  event: WebhookEvent
  attemptLog: WebhookAttempt[]
}

export interface WebhookDispatcherOptions {
  /** First retry after this many ms; each next one waits twice as long. Default 1000. */
  retryBaseMs?: number
  /** Retries after the first attempt (section 8: up to 10). Default 10. */
  maxRetries?: number
  /** Per attempt. Default 10 s. */
  timeoutMs?: number
  /** Deliveries (of different requests) under way at once. Default 8. */
  concurrency?: number
}

/** Headers a configured endpoint may not set: the signature is the devnet's to make. */
const RESERVED_HEADERS = new Set([
  'x-signature-timestamp',
  'x-signature-sha256',
  'content-type',
  'content-length',
  'host',
  'transfer-encoding',
  'connection',
])

interface HistoryRow {
  seq: number
  request_id: string
  status: RequestStatus
  fail_reason: string
  refund_fail_reason: string
  at: number
  in_tx_hashes: string[]
  tx_hashes: string[]
  api_key: string | null
  referrer: string | null
  origin_chain_id: number
  destination_chain_id: number
  deposit_address: string | null
  depositor: string | null
  details: unknown
}

interface DeliveryRow {
  id: number
  api_key: string
  request_id: string
  history_seq: number
  status: WebhookDelivery['status']
  body: string
  attempts: number
  next_attempt_at: number
  created_at: number
  delivered_at: number | null
}

/**
 * Signed webhooks (section 6.1). Deliveries come from the status history
 * through an outbox cursor, not from memory: every committed change of a
 * request whose API key has an enabled endpoint becomes a stored delivery, so
 * a restart resumes exactly where the last run stopped. One request's events
 * go out strictly in order (the next waits until the one before is delivered
 * or has given up); different requests go out in parallel. A non-2xx answer or
 * an unreachable receiver is retried up to `maxRetries` times, waiting
 * `retryBaseMs * 2^n`; every attempt is logged.
 */
export class WebhookDispatcher {
  private readonly inFlight = new Map<string, { promise: Promise<void>; abort: AbortController }>()
  private unsubscribe: (() => void) | undefined
  private loop: Promise<void> | undefined
  private stopped = false
  private wakeUp: (() => void) | undefined
  private wakeRequested = false

  constructor(
    private readonly context: { store: DevnetStore; logger: DevnetLogger; apiKeys: readonly string[] },
    private readonly options: WebhookDispatcherOptions = {},
  ) {}

  private get db(): PGlite {
    return this.context.store.database
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

  async setEndpoint(apiKey: string, input: WebhookEndpointInput): Promise<WebhookEndpoint> {
    const endpoint: WebhookEndpoint = {
      apiKey,
      enabled: input.enabled ?? true,
      url: validateUrl(input.url),
      headers: validateHeaders(input.headers ?? {}),
      updatedAt: Date.now(),
    }
    await this.db.query(
      `INSERT INTO webhook_endpoints (api_key, enabled, url, headers, updated_at) VALUES ($1,$2,$3,$4,$5)
       ON CONFLICT (api_key) DO UPDATE SET enabled = EXCLUDED.enabled, url = EXCLUDED.url, headers = EXCLUDED.headers, updated_at = EXCLUDED.updated_at`,
      [apiKey, endpoint.enabled, endpoint.url, JSON.stringify(endpoint.headers), endpoint.updatedAt],
    )
    this.wake()
    return endpoint
  }

  async getEndpoint(apiKey: string): Promise<WebhookEndpoint | undefined> {
    const { rows } = await this.db.query<{
      api_key: string
      enabled: boolean
      url: string
      headers: Record<string, string>
      updated_at: number
    }>('SELECT * FROM webhook_endpoints WHERE api_key = $1', [apiKey])
    const row = rows[0]
    return (
      row && {
        apiKey: row.api_key,
        enabled: row.enabled,
        url: row.url,
        headers: row.headers,
        updatedAt: Number(row.updated_at),
      }
    )
  }

  /** Removes the endpoint; deliveries still pending for it wait (and go out if one is set again). */
  async deleteEndpoint(apiKey: string): Promise<boolean> {
    const { rows } = await this.db.query('DELETE FROM webhook_endpoints WHERE api_key = $1 RETURNING api_key', [apiKey])
    return rows.length > 0
  }

  /** The delivery log of a key, oldest first, with every attempt. */
  async listDeliveries(
    apiKey: string,
    filter: { requestId?: string; afterId?: number; limit?: number } = {},
  ): Promise<WebhookDelivery[]> {
    const params: unknown[] = [apiKey, filter.afterId ?? 0, Math.min(Math.max(filter.limit ?? 100, 1), 1000)]
    let where = 'api_key = $1 AND id > $2'
    if (filter.requestId) {
      params.push(filter.requestId.toLowerCase())
      where += ` AND request_id = $${params.length}`
    }
    const { rows } = await this.db.query<DeliveryRow>(
      `SELECT * FROM webhook_deliveries WHERE ${where} ORDER BY id LIMIT $3`,
      params,
    )
    if (rows.length === 0) return []
    const attempts = await this.db.query<{
      delivery_id: number
      attempt: number
      url: string
      signature_timestamp: number
      started_at: number
      duration_ms: number
      status_code: number | null
      error: string | null
    }>('SELECT * FROM webhook_attempts WHERE delivery_id = ANY($1) ORDER BY delivery_id, attempt', [
      rows.map((r) => r.id),
    ])
    return rows.map((row) => ({
      id: Number(row.id),
      apiKey: row.api_key,
      requestId: row.request_id,
      historySeq: Number(row.history_seq),
      status: row.status,
      attempts: row.attempts,
      nextAttemptAt: row.status === 'pending' ? Number(row.next_attempt_at) : null,
      createdAt: Number(row.created_at),
      deliveredAt: row.delivered_at === null ? null : Number(row.delivered_at),
      body: row.body,
      event: JSON.parse(row.body) as WebhookEvent,
      attemptLog: attempts.rows
        .filter((a) => Number(a.delivery_id) === Number(row.id))
        .map((a) => ({
          attempt: a.attempt,
          url: a.url,
          signatureTimestamp: Number(a.signature_timestamp),
          startedAt: Number(a.started_at),
          durationMs: a.duration_ms,
          statusCode: a.status_code,
          error: a.error,
        })),
    }))
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
        nextDue = Date.now() + 1_000
      }
      if (this.stopped) break
      if (this.wakeRequested) continue
      await new Promise<void>((resolve) => {
        const wait = nextDue === undefined ? 5_000 : Math.max(0, nextDue - Date.now())
        const timer = setTimeout(resolve, Math.min(wait, 5_000))
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
    for (;;) {
      const more = await this.db.transaction(async (tx) => {
        const cursor = await tx.query<{ last_seq: number }>(
          `SELECT last_seq FROM event_cursors WHERE name = 'webhooks' FOR UPDATE`,
        )
        const lastSeq = Number(cursor.rows[0]?.last_seq ?? 0)
        const { rows } = await tx.query<HistoryRow>(
          `SELECT h.seq, h.request_id, h.status, h.fail_reason, h.refund_fail_reason, h.at, h.in_tx_hashes, h.tx_hashes,
                  r.api_key, r.referrer, r.origin_chain_id, r.destination_chain_id, r.deposit_address, r.depositor, r.details
           FROM request_status_history h JOIN requests r ON r.id = h.request_id
           WHERE h.seq > $1 ORDER BY h.seq LIMIT 500`,
          [lastSeq],
        )
        if (rows.length === 0) return false
        const endpoints = await tx.query<{ api_key: string }>('SELECT api_key FROM webhook_endpoints WHERE enabled')
        const enabled = new Set(endpoints.rows.map((e) => e.api_key))
        const now = Date.now()
        for (const row of rows) {
          if (!row.api_key || !enabled.has(row.api_key)) continue
          await tx.query(
            `INSERT INTO webhook_deliveries (api_key, request_id, history_seq, status, body, attempts, next_attempt_at, created_at, updated_at)
             VALUES ($1,$2,$3,'pending',$4,0,$5,$5,$5) ON CONFLICT (api_key, history_seq) DO NOTHING`,
            [row.api_key, row.request_id, row.seq, JSON.stringify(webhookEvent(row, now)), now],
          )
        }
        const last = rows.at(-1)!
        await tx.query(
          `INSERT INTO event_cursors (name, last_seq) VALUES ('webhooks', $1) ON CONFLICT (name) DO UPDATE SET last_seq = EXCLUDED.last_seq`,
          [Number(last.seq)],
        )
        return rows.length === 500
      })
      if (!more || this.stopped) return
    }
  }

  /** Starts the attempts that are due; returns when the next one falls due. */
  private async sendDue(): Promise<number | undefined> {
    // The oldest pending delivery of each request: the only one of that request allowed out.
    const { rows } = await this.db.query<DeliveryRow>(
      `SELECT DISTINCT ON (d.request_id) d.* FROM webhook_deliveries d WHERE d.status = 'pending' ORDER BY d.request_id, d.id`,
    )
    if (rows.length === 0) return undefined
    const endpoints = new Map<string, WebhookEndpoint>()
    for (const key of new Set(rows.map((r) => r.api_key))) {
      const endpoint = await this.getEndpoint(key)
      if (endpoint?.enabled) endpoints.set(key, endpoint)
    }
    const now = Date.now()
    let nextDue: number | undefined
    const concurrency = this.options.concurrency ?? 8
    for (const row of rows.sort(
      (a, b) => Number(a.next_attempt_at) - Number(b.next_attempt_at) || Number(a.id) - Number(b.id),
    )) {
      const endpoint = endpoints.get(row.api_key)
      if (!endpoint || this.inFlight.has(row.request_id)) continue
      const due = Number(row.next_attempt_at)
      if (due > now || this.inFlight.size >= concurrency) {
        nextDue = Math.min(nextDue ?? Infinity, Math.max(due, now + (due > now ? 0 : 50)))
        continue
      }
      const abort = new AbortController()
      const promise = this.attempt(row, endpoint, abort.signal)
        .catch((error: unknown) => {
          if (!this.stopped) this.context.logger.error(`webhooks: delivery ${row.id} failed unexpectedly:`, error)
        })
        .finally(() => {
          this.inFlight.delete(row.request_id)
          this.wake()
        })
      this.inFlight.set(row.request_id, { promise, abort })
    }
    return nextDue
  }

  private async attempt(row: DeliveryRow, endpoint: WebhookEndpoint, stopSignal: AbortSignal): Promise<void> {
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
          'x-signature-sha256': signWebhook(row.api_key, signatureTimestamp, row.body),
        },
        body: row.body,
        redirect: 'manual',
        signal: AbortSignal.any([stopSignal, AbortSignal.timeout(this.options.timeoutMs ?? 10_000)]),
      })
      statusCode = response.status
      await response.body?.cancel().catch(() => undefined)
    } catch (caught) {
      // Cut short by stop(): not an attempt the receiver saw through, so it is not counted.
      if (stopSignal.aborted) return
      error = describeFetchError(caught)
    }
    const ok = statusCode !== null && statusCode >= 200 && statusCode < 300
    const maxRetries = this.options.maxRetries ?? 10
    const finished = Date.now()
    const status: WebhookDelivery['status'] = ok ? 'delivered' : attempt > maxRetries ? 'failed' : 'pending'
    const nextAttemptAt = finished + (this.options.retryBaseMs ?? 1_000) * 2 ** (attempt - 1)
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO webhook_attempts (delivery_id, attempt, url, signature_timestamp, started_at, duration_ms, status_code, error)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8) ON CONFLICT DO NOTHING`,
        [row.id, attempt, endpoint.url, signatureTimestamp, startedAt, finished - startedAt, statusCode, error],
      )
      await tx.query(
        `UPDATE webhook_deliveries SET attempts = $2, status = $3, next_attempt_at = $4, updated_at = $5, delivered_at = $6 WHERE id = $1`,
        [row.id, attempt, status, nextAttemptAt, finished, ok ? finished : null],
      )
    })
    if (status === 'failed') {
      this.context.logger.warn(
        `webhooks: gave up on delivery ${row.id} (request ${row.request_id}) after ${attempt} attempts: ${error ?? `HTTP ${statusCode}`}`,
      )
    }
  }
}

/** Section 6.1 payload; failReason per section 7.3. */
function webhookEvent(row: HistoryRow, now: number): WebhookEvent {
  const failureLike = row.status === 'failure' || row.status === 'refund' || row.status === 'fallback'
  return {
    event: REQUEST_STATUS_UPDATED,
    timestamp: now,
    data: {
      status: row.status,
      inTxHashes: row.in_tx_hashes,
      txHashes: row.tx_hashes,
      updatedAt: Number(row.at),
      originChainId: row.origin_chain_id,
      destinationChainId: row.destination_chain_id,
      depositAddress: row.deposit_address
        ? {
            address: row.deposit_address,
            depositAddressType: 'strict',
            depositor: row.depositor,
            depositTxHash: row.in_tx_hashes[0] ?? null,
          }
        : null,
      requestId: row.request_id,
      referrer: row.referrer,
      details: failureLike ? (row.details ?? null) : null,
      failReason: failureLike ? (row.fail_reason && row.fail_reason !== 'N/A' ? row.fail_reason : 'UNKNOWN') : 'N/A',
      refundFailReason: row.refund_fail_reason || 'N/A',
    },
  }
}

function validateUrl(url: unknown): string {
  if (typeof url !== 'string') throw new WebhookConfigError('url must be a string')
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new WebhookConfigError(`url is not a URL: "${url}"`)
  }
  // The interface asks for HTTPS; a local devnet posts to local receivers, so http is allowed too.
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new WebhookConfigError('url must be an http(s) URL')
  return parsed.toString()
}

function validateHeaders(headers: unknown): Record<string, string> {
  if (headers === null || typeof headers !== 'object' || Array.isArray(headers))
    throw new WebhookConfigError('headers must be an object of header names to string values')
  const result: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name))
      throw new WebhookConfigError(`"${name}" is not a valid header name`)
    if (typeof value !== 'string' || /[\r\n]/.test(value))
      throw new WebhookConfigError(`header ${name} must be a single-line string`)
    if (RESERVED_HEADERS.has(name.toLowerCase()))
      throw new WebhookConfigError(`header ${name} is set by the devnet and cannot be configured`)
    result[name] = value
  }
  return result
}

function describeFetchError(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause
    if (error.name === 'TimeoutError') return 'timed out'
    return cause?.code ? `${cause.code}${cause.message ? `: ${cause.message}` : ''}` : error.message
  }
  return String(error)
}
