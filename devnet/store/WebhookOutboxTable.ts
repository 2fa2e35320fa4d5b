import type { PGlite } from '@electric-sql/pglite'
import type { RequestStatus, WebhookEvent } from '../../src/api/schemas'
import { fromRow, nullableNumber } from './fromRow'
import { WebhookEndpointsTable } from './WebhookEndpointsTable'

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

/** The next delivery of one request, as the sender needs it. */
export type DueDelivery = Pick<WebhookDelivery, 'id' | 'apiKey' | 'requestId' | 'body' | 'attempts'> & {
  nextAttemptAt: number
}

/** A status change with what its payload needs of the request. */
export interface StatusEventRow {
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
  /** `open` or `strict` for a live deposit address (migration 5); null for a seeded one. */
  deposit_address_type: string | null
  depositor: string | null
  details: unknown
}

/** An attempt's outcome, with what the delivery becomes after it. */
export interface AttemptOutcome extends WebhookAttempt {
  status: WebhookDelivery['status']
  nextAttemptAt: number
  finishedAt: number
}

const BATCH = 500
const CURSOR = 'webhooks'

/**
 * The webhook outbox: `webhook_deliveries` (one per API key and status
 * change), `webhook_attempts` (the delivery log) and the `webhooks` cursor
 * of `event_cursors` on the status history.
 */
export class WebhookOutboxTable {
  constructor(private readonly db: PGlite) {}

  /**
   * Turns up to 500 status changes past the cursor into deliveries (for keys
   * with an enabled endpoint; `toBody` writes what is posted), in one
   * transaction with the cursor. True when more changes wait.
   */
  enqueueNext(toBody: (change: StatusEventRow, now: number) => string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const cursor = await tx.query<{ last_seq: number }>(
        `SELECT last_seq FROM event_cursors WHERE name = '${CURSOR}' FOR UPDATE`,
      )
      const lastSeq = Number(cursor.rows[0]?.last_seq ?? 0)
      const { rows } = await tx.query<StatusEventRow>(
        `SELECT h.seq, h.request_id, h.status, h.fail_reason, h.refund_fail_reason, h.at, h.in_tx_hashes, h.tx_hashes,
                r.api_key, r.referrer, r.origin_chain_id, r.destination_chain_id, r.deposit_address, r.depositor, r.details,
                (SELECT d.type FROM deposit_addresses d WHERE d.address = r.deposit_address) AS deposit_address_type
         FROM request_status_history h JOIN requests r ON r.id = h.request_id
         WHERE h.seq > $1 ORDER BY h.seq LIMIT ${BATCH}`,
        [lastSeq],
      )
      if (rows.length === 0) return false
      const enabled = await new WebhookEndpointsTable(tx).listEnabledKeys()
      const now = Date.now()
      for (const row of rows) {
        if (!row.api_key || !enabled.has(row.api_key)) continue
        await tx.query(
          `INSERT INTO webhook_deliveries (api_key, request_id, history_seq, status, body, attempts, next_attempt_at, created_at, updated_at)
           VALUES ($1,$2,$3,'pending',$4,0,$5,$5,$5) ON CONFLICT (api_key, history_seq) DO NOTHING`,
          [row.api_key, row.request_id, row.seq, toBody(row, now), now],
        )
      }
      await tx.query(
        `INSERT INTO event_cursors (name, last_seq) VALUES ('${CURSOR}', $1) ON CONFLICT (name) DO UPDATE SET last_seq = EXCLUDED.last_seq`,
        [Number(rows.at(-1)!.seq)],
      )
      return rows.length === BATCH
    })
  }

  /** The oldest pending delivery of each request: the only one of that request allowed out. */
  async listDue(): Promise<DueDelivery[]> {
    const { rows } = await this.db.query(
      `SELECT DISTINCT ON (d.request_id) d.id, d.api_key, d.request_id, d.body, d.attempts, d.next_attempt_at
       FROM webhook_deliveries d WHERE d.status = 'pending' ORDER BY d.request_id, d.id`,
    )
    return rows.map((row) => fromRow<DueDelivery>(row as object, { id: Number, nextAttemptAt: Number }))
  }

  /** Logs an attempt and moves the delivery on, together. */
  async recordAttempt(deliveryId: number, outcome: AttemptOutcome): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO webhook_attempts (delivery_id, attempt, url, signature_timestamp, started_at, duration_ms, status_code, error)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8) ON CONFLICT DO NOTHING`,
        [
          deliveryId,
          outcome.attempt,
          outcome.url,
          outcome.signatureTimestamp,
          outcome.startedAt,
          outcome.durationMs,
          outcome.statusCode,
          outcome.error,
        ],
      )
      await tx.query(
        `UPDATE webhook_deliveries SET attempts = $2, status = $3, next_attempt_at = $4, updated_at = $5, delivered_at = $6 WHERE id = $1`,
        [
          deliveryId,
          outcome.attempt,
          outcome.status,
          outcome.nextAttemptAt,
          outcome.finishedAt,
          outcome.status === 'delivered' ? outcome.finishedAt : null,
        ],
      )
    })
  }

  /** The delivery log of a key, oldest first, with every attempt. */
  async list(
    apiKey: string,
    filter: { requestId?: string; afterId?: number; limit?: number } = {},
  ): Promise<WebhookDelivery[]> {
    const params: unknown[] = [apiKey, filter.afterId ?? 0, Math.min(Math.max(filter.limit ?? 100, 1), 1000)]
    let where = 'api_key = $1 AND id > $2'
    if (filter.requestId) {
      params.push(filter.requestId.toLowerCase())
      where += ` AND request_id = $${params.length}`
    }
    const { rows } = await this.db.query(
      `SELECT id, api_key, request_id, history_seq, status, attempts, next_attempt_at, created_at, delivered_at, body
       FROM webhook_deliveries WHERE ${where} ORDER BY id LIMIT $3`,
      params,
    )
    const deliveries = rows.map((row) =>
      fromRow<Omit<WebhookDelivery, 'event' | 'attemptLog'>>(row as object, {
        id: Number,
        historySeq: Number,
        createdAt: Number,
        deliveredAt: nullableNumber,
      }),
    )
    if (deliveries.length === 0) return []
    const attempts = await this.db.query(
      `SELECT delivery_id, attempt, url, signature_timestamp, started_at, duration_ms, status_code, error
       FROM webhook_attempts WHERE delivery_id = ANY($1) ORDER BY delivery_id, attempt`,
      [deliveries.map((d) => d.id)],
    )
    const log = attempts.rows.map((row) =>
      fromRow<WebhookAttempt & { deliveryId: number }>(row as object, {
        deliveryId: Number,
        signatureTimestamp: Number,
        startedAt: Number,
      }),
    )
    return deliveries.map((delivery) => ({
      ...delivery,
      nextAttemptAt: delivery.status === 'pending' ? Number(delivery.nextAttemptAt) : null,
      event: JSON.parse(delivery.body) as WebhookEvent,
      attemptLog: log.filter((a) => a.deliveryId === delivery.id).map(({ deliveryId: _id, ...attempt }) => attempt),
    }))
  }
}
