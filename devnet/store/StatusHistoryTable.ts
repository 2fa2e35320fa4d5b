import type { RequestStatus } from '../../src/api/schemas'
import { fromRow } from './fromRow'
import { insertRows } from './insertRows'
import type { Queryable } from './Queryable'
import type { StatusChange } from './StatusChangePublisher'

export interface StatusHistoryEntry {
  status: RequestStatus
  failReason: string
  refundFailReason: string
  txHash: string | null
  at: number
}

/** The `request_status_history` table, every column. */
export interface StatusHistoryRow {
  /** Increases with every change, in commit order. */
  seq: number
  request_id: string
  status: RequestStatus
  fail_reason: string
  refund_fail_reason: string
  tx_hash: string | null
  at: number
  /** Kept by a trigger (migration 2): the request's transactions as they were at this change. */
  in_tx_hashes: string[]
  tx_hashes: string[]
}

/** What the trigger adds to a history row as it is written. */
export interface WrittenHistoryEntry {
  seq: number
  inTxHashes: string[]
  txHashes: string[]
}

const COLUMNS = 'request_id, status, fail_reason, refund_fail_reason, tx_hash, at'

/** The `request_status_history` table: one row per status change, never updated. */
export class StatusHistoryTable {
  constructor(private readonly db: Queryable) {}

  /** Writes the entries in order; returns, for each, its seq and transaction hashes (filled by a trigger). */
  async insert(entries: readonly (StatusHistoryEntry & { requestId: string })[]): Promise<WrittenHistoryEntry[]> {
    const rows = await insertRows<Pick<StatusHistoryRow, 'seq' | 'in_tx_hashes' | 'tx_hashes'>>(
      this.db,
      {
        table: 'request_status_history',
        columns: COLUMNS,
        lowercase: ['request_id', 'tx_hash'],
        suffix: 'RETURNING seq, in_tx_hashes, tx_hashes',
      },
      entries,
    )
    return rows.map((row) => fromRow<WrittenHistoryEntry>(row, { seq: Number }))
  }

  /** Writes the history row of a status change; returns the change as listeners will see it. */
  async insertChange(
    requestId: string,
    entry: StatusHistoryEntry,
    chains: Pick<StatusChange, 'originChainId' | 'destinationChainId'>,
  ): Promise<StatusChange> {
    const [written] = await this.insert([{ ...entry, requestId }])
    const { originChainId, destinationChainId } = chains
    return { ...entry, ...written!, requestId, originChainId, destinationChainId }
  }

  async list(requestId: string): Promise<StatusHistoryEntry[]> {
    const { rows } = await this.db.query<StatusHistoryRow>(
      'SELECT status, fail_reason, refund_fail_reason, tx_hash, at FROM request_status_history WHERE request_id = $1 ORDER BY seq',
      [requestId.toLowerCase()],
    )
    return rows.map((row) => fromRow<StatusHistoryEntry>(row, { at: Number }))
  }

  /** The history of each of `ids`, in order (for request records). */
  async listRows(ids: readonly string[]): Promise<StatusHistoryRow[]> {
    const { rows } = await this.db.query<StatusHistoryRow>(
      `SELECT ${COLUMNS} FROM request_status_history WHERE request_id = ANY($1) ORDER BY seq`,
      [ids],
    )
    return rows
  }
}
