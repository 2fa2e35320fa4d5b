import { addressKey } from '../../src/lib/addressKey'
import { fromRow, nullableNumber } from './fromRow'
import { type InsertStatement, insertRows } from './insertRows'
import type { Queryable } from './Queryable'

export type TransactionKind = 'deposit' | 'fill' | 'refund'
export type TransactionStatus = 'pending' | 'success' | 'failure'

export interface RequestTransaction {
  requestId: string
  kind: TransactionKind
  chainId: number
  txHash: string
  rawTx: string | null
  status: TransactionStatus
  blockNumber: number | null
  createdAt: number
}

/** What a request record shows of a mined transaction, read from its chain once (migration 2). */
export interface TransactionDetails {
  /** Wei. */
  fee: bigint
  feeUsd: string
  /** Unix seconds. */
  blockTimestamp: number
  /** from, to, data and value as sent; null when unknown. */
  txData: { from: string; to: string | null; data: string; value: string } | null
}

/** A transaction as written: live ones get their details later, seeded ones come with them. */
export interface TransactionInsert extends Omit<RequestTransaction, 'requestId' | 'createdAt'> {
  details?: TransactionDetails
  /** When the details were read (ms). */
  detailsAt?: number
}

/** Identifies one transaction of a request. */
export interface TransactionKey {
  requestId: string
  kind: TransactionKind
  chainId: number
  txHash: string
}

/** The `request_transactions` table, every column (numeric ones read as text). */
export interface TransactionRow {
  request_id: string
  kind: TransactionKind
  chain_id: number
  tx_hash: string
  raw_tx: string | null
  status: TransactionStatus
  block_number: number | null
  created_at: number
  fee: string | null
  fee_usd: string | null
  block_timestamp: number | null
  tx_data: { from?: string; to?: string | null; data?: string; value?: string } | null
  details_at: number | null
}

const INSERT: InsertStatement = {
  table: 'request_transactions',
  columns:
    'request_id, kind, chain_id, tx_hash, raw_tx, status, block_number, created_at, fee, fee_usd, block_timestamp, tx_data, details_at',
  lowercase: ['request_id', 'tx_hash'],
  json: ['tx_data'],
}
const KEY_MATCHES = 'request_id = $1 AND kind = $2 AND chain_id = $3 AND tx_hash = $4'

/** The `request_transactions` table: deposits, fills and refunds of each request. Hashes are stored lowercase. */
export class TransactionsTable {
  constructor(private readonly db: Queryable) {}

  /** Writes transactions; with `ignoreDuplicates` one recorded before is left as it is. */
  async insert(
    transactions: readonly (TransactionInsert & { requestId: string; createdAt: number })[],
    options: { ignoreDuplicates?: boolean } = {},
  ): Promise<void> {
    await insertRows(
      this.db,
      { ...INSERT, suffix: options.ignoreDuplicates ? 'ON CONFLICT DO NOTHING' : undefined },
      transactions.map((t) => ({ ...t, ...t.details })),
    )
  }

  async list(requestId: string): Promise<RequestTransaction[]> {
    const { rows } = await this.db.query<TransactionRow>(
      `SELECT request_id, kind, chain_id, tx_hash, raw_tx, status, block_number, created_at
       FROM request_transactions WHERE request_id = $1 ORDER BY created_at, kind`,
      [requestId.toLowerCase()],
    )
    return rows.map((row) => fromRow<RequestTransaction>(row, { blockNumber: nullableNumber, createdAt: Number }))
  }

  /** The transactions of each of `ids` with their details, in order (for request records). */
  async listRows(ids: readonly string[]): Promise<TransactionRow[]> {
    const { rows } = await this.db.query<TransactionRow>(
      `SELECT request_id, kind, chain_id, tx_hash, status, block_number, fee::text AS fee, fee_usd::text AS fee_usd, block_timestamp, tx_data, created_at
       FROM request_transactions WHERE request_id = ANY($1) ORDER BY created_at, kind`,
      [ids],
    )
    return rows
  }

  async setStatus(key: TransactionKey, status: TransactionStatus, blockNumber: number | null): Promise<void> {
    await this.db.query(`UPDATE request_transactions SET status = $5, block_number = $6 WHERE ${KEY_MATCHES}`, [
      key.requestId.toLowerCase(),
      key.kind,
      key.chainId,
      addressKey(key.txHash),
      status,
      blockNumber,
    ])
  }

  /** Mined transactions whose details have not been read yet (of `requestIds` only, when given), oldest first. */
  async listMissingDetails(requestIds?: readonly string[]): Promise<TransactionKey[]> {
    const { rows } = await this.db.query<TransactionRow>(
      `SELECT request_id, kind, chain_id, tx_hash FROM request_transactions
       WHERE details_at IS NULL AND block_number IS NOT NULL AND ${requestIds ? 'request_id = ANY($1)' : 'TRUE'}
       ORDER BY created_at LIMIT 200`,
      requestIds ? [requestIds] : [],
    )
    return rows.map((row) => fromRow<TransactionKey>(row))
  }

  async setDetails(key: TransactionKey, details: TransactionDetails, now: number): Promise<void> {
    await this.db.query(
      `UPDATE request_transactions SET fee = $5, fee_usd = $6, block_timestamp = $7, tx_data = $8, details_at = $9
       WHERE ${KEY_MATCHES}`,
      [
        key.requestId,
        key.kind,
        key.chainId,
        key.txHash,
        details.fee.toString(),
        details.feeUsd,
        details.blockTimestamp,
        JSON.stringify(details.txData),
        now,
      ],
    )
  }
}
