import type { RequestStatus } from '../../src/api/schemas'
import { type InsertStatement, insertRows } from './insertRows'
import type { Queryable } from './Queryable'
import {
  type RequestInsert,
  type RequestRecord,
  type RequestRow,
  type StatusUpdate,
  toRequestRecord,
} from './requestRecord'

const INSERT: InsertStatement = {
  table: 'requests',
  columns: `id, api_key, operation, trade_type, user_address, recipient, refund_to, referrer, origin_chain_id,
    destination_chain_id, currency_in_address, currency_in_symbol, currency_out_address, currency_out_symbol, amount_in,
    amount_out, amount_in_usd, deadline, quote_request, quote_response, status, fail_reason, refund_fail_reason,
    created_at, updated_at, fill_plan, parent_request_id, depositor, details, permit`,
  lowercase: [
    'id',
    'user_address',
    'recipient',
    'refund_to',
    'currency_in_address',
    'currency_out_address',
    'parent_request_id',
    'depositor',
  ],
  json: ['quote_request', 'quote_response', 'fill_plan', 'details', 'permit'],
}

/** Columns of a section 2.5 request record. */
const RECORD_COLUMNS = `id, api_key, operation, request_type, trade_type, user_address, recipient, refund_to, referrer, origin_chain_id,
  destination_chain_id, quote_request, quote_response, status, fail_reason, refund_fail_reason, created_at, updated_at,
  deposit_address, depositor, parent_request_id, fill_time_seconds::text AS fill_time_seconds, details, fast_filled_at,
  (SELECT d.type FROM deposit_addresses d WHERE d.request_id = requests.id) AS deposit_address_type,
  (SELECT d.recovery_address FROM deposit_addresses d WHERE d.request_id = requests.id) AS recovery_address`

/** The `requests` table. Ids and addresses are stored lowercase. */
export class RequestsTable {
  constructor(private readonly db: Queryable) {}

  async insert(requests: readonly RequestInsert[]): Promise<void> {
    await insertRows(
      this.db,
      INSERT,
      requests.map((r) => ({
        ...r,
        userAddress: r.user,
        currencyInAddress: r.currencyIn.address,
        currencyInSymbol: r.currencyIn.symbol,
        currencyOutAddress: r.currencyOut.address,
        currencyOutSymbol: r.currencyOut.symbol,
      })),
    )
  }

  async get(id: string): Promise<RequestRecord | undefined> {
    const { rows } = await this.db.query<RequestRow>('SELECT * FROM requests WHERE id = $1', [id.toLowerCase()])
    return rows[0] && toRequestRecord(rows[0])
  }

  async listByStatus(statuses: readonly RequestStatus[]): Promise<RequestRecord[]> {
    const { rows } = await this.db.query<RequestRow>(
      'SELECT * FROM requests WHERE status = ANY($1) ORDER BY created_at',
      [statuses],
    )
    return rows.map(toRequestRecord)
  }

  /** Failed requests with a deposit whose refund has neither happened nor been given up on (one failed before any deposit has nothing to refund). */
  async listRefundsDue(): Promise<RequestRecord[]> {
    const { rows } = await this.db.query<RequestRow>(
      `SELECT * FROM requests r WHERE status = 'failure' AND refund_fail_reason = 'N/A'
         AND EXISTS (SELECT 1 FROM deposits d WHERE d.request_id = r.id)
       ORDER BY created_at`,
    )
    return rows.map(toRequestRecord)
  }

  /** Requests in `statuses` quoted with a `ttl` that has run out at `now` (ms since their creation). */
  async listTtlExpired(statuses: readonly RequestStatus[], now: number): Promise<RequestRecord[]> {
    const { rows } = await this.db.query<RequestRow>(
      `SELECT * FROM requests WHERE status = ANY($1) AND (quote_request ->> 'ttl') ~ '^[0-9]{1,12}$'
         AND created_at + (quote_request ->> 'ttl')::bigint * 1000 <= $2
       ORDER BY created_at`,
      [statuses, now],
    )
    return rows.map(toRequestRecord)
  }

  /** Adds the signature to a request's stored permit. */
  async setPermitSignature(id: string, signature: string): Promise<void> {
    await this.db.query(
      `UPDATE requests SET permit = jsonb_set(permit, '{signature}', to_jsonb($2::text)) WHERE id = $1 AND permit IS NOT NULL`,
      [id.toLowerCase(), signature.toLowerCase()],
    )
  }

  /** Filled requests whose payouts have not been settled yet, oldest first. */
  async listUnsettled(limit: number): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>(
      `SELECT id FROM requests WHERE status = 'success' AND settled_at IS NULL ORDER BY created_at LIMIT $1`,
      [limit],
    )
    return rows.map((r) => r.id)
  }

  async markSettled(id: string, now: number): Promise<void> {
    await this.db.query('UPDATE requests SET settled_at = $2 WHERE id = $1 AND settled_at IS NULL', [
      id.toLowerCase(),
      now,
    ])
  }

  /** Requests derived from a later deposit for `parentId` (DOUBLE_SPEND), oldest first. */
  async listChildIds(parentId: string): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>(
      'SELECT id FROM requests WHERE parent_request_id = $1 ORDER BY created_at',
      [parentId.toLowerCase()],
    )
    return rows.map((r) => r.id)
  }

  /** The rows section 2.5 records are built from (unknown ids are missing). */
  async listRecordRows(ids: readonly string[]): Promise<RequestRow[]> {
    const { rows } = await this.db.query<RequestRow>(`SELECT ${RECORD_COLUMNS} FROM requests WHERE id = ANY($1)`, [ids])
    return rows
  }

  async touch(id: string, now: number): Promise<void> {
    await this.db.query('UPDATE requests SET updated_at = $2 WHERE id = $1', [id, now])
  }

  /**
   * Compare-and-set of the status: only from one of `from`. A failure-like
   * status without a reason keeps the recorded one (UNKNOWN when there is none);
   * `details` replace the request's when given. Undefined when it did not move.
   */
  async setStatus(
    id: string,
    change: {
      from: readonly RequestStatus[]
      to: RequestStatus
      failReason: string | undefined
      refundFailReason: string | undefined
      details: unknown
      at: number
    },
  ): Promise<StatusUpdate | undefined> {
    const { rows } = await this.db.query<{
      fail_reason: string
      refund_fail_reason: string
      origin_chain_id: number
      destination_chain_id: number
    }>(
      `UPDATE requests SET status = $2,
         fail_reason = COALESCE($3, CASE WHEN fail_reason = 'N/A' THEN 'UNKNOWN' ELSE fail_reason END),
         refund_fail_reason = COALESCE($4, refund_fail_reason),
         updated_at = $5,
         details = CASE WHEN $7::boolean THEN $8::jsonb ELSE details END
       WHERE id = $1 AND status = ANY($6)
       RETURNING fail_reason, refund_fail_reason, origin_chain_id, destination_chain_id`,
      [
        id,
        change.to,
        change.failReason ?? null,
        change.refundFailReason ?? null,
        change.at,
        change.from,
        change.details !== undefined,
        change.details === undefined ? null : JSON.stringify(change.details),
      ],
    )
    const row = rows[0]
    return (
      row && {
        failReason: row.fail_reason,
        refundFailReason: row.refund_fail_reason,
        originChainId: row.origin_chain_id,
        destinationChainId: row.destination_chain_id,
      }
    )
  }

  async hasAny(): Promise<boolean> {
    const { rows } = await this.db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM requests) AS any')
    return rows[0]?.any ?? false
  }

  async count(): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM requests')
    return rows[0]!.n
  }
}
