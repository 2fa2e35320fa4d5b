import { addressKey } from '../../src/lib/addressKey'
import { fromRow, nullableNumber } from './fromRow'
import { insertRows } from './insertRows'
import type { Queryable } from './Queryable'

export type PayoutKind = 'app_fee' | 'excess_refund'

/** A withdrawal from the origin depository after a fill: an app fee, or the excess of an over-deposit. */
export interface Payout {
  requestId: string
  kind: PayoutKind
  /** The app fee's index in the quote's appFees; 0 for the excess refund. */
  seq: number
  chainId: number
  token: string
  recipient: string
  amount: bigint
  txHash: string
  rawTx: string | null
  status: 'pending' | 'success' | 'failure'
  blockNumber: number | null
  createdAt: number
}

/** A payout an app fee of a request record shows. */
export interface AppFeePayoutRow {
  request_id: string
  seq: number
  recipient: string
  amount: string
  tx_hash: string
  status: Payout['status']
}

/**
 * The `solver_payouts` table (migration 3). Like fills and refunds, a payout
 * is recorded (signed, pending) before it is broadcast, so a restart
 * finishes it instead of paying twice.
 */
export class PayoutsTable {
  constructor(private readonly db: Queryable) {}

  async list(requestId: string): Promise<Payout[]> {
    const { rows } = await this.db.query(
      `SELECT request_id, kind, seq, chain_id, token, recipient, amount, tx_hash, raw_tx, status, block_number, created_at
       FROM solver_payouts WHERE request_id = $1 ORDER BY created_at, kind, seq`,
      [requestId.toLowerCase()],
    )
    return rows.map((row) =>
      fromRow<Payout>(row as object, { amount: BigInt, blockNumber: nullableNumber, createdAt: Number }),
    )
  }

  /** The app fee payouts of each of `ids` (for request records). */
  async listAppFeeRows(ids: readonly string[]): Promise<AppFeePayoutRow[]> {
    const { rows } = await this.db.query<AppFeePayoutRow>(
      `SELECT request_id, seq, recipient, amount::text AS amount, tx_hash, status FROM solver_payouts
       WHERE request_id = ANY($1) AND kind = 'app_fee' ORDER BY seq, created_at`,
      [ids],
    )
    return rows
  }

  async add(payout: Omit<Payout, 'createdAt' | 'status' | 'blockNumber'>, now = Date.now()): Promise<void> {
    await insertRows(
      this.db,
      {
        table: 'solver_payouts',
        columns:
          'request_id, kind, seq, chain_id, token, recipient, amount, tx_hash, raw_tx, status, block_number, created_at',
        lowercase: ['request_id', 'token', 'recipient', 'tx_hash'],
        suffix: 'ON CONFLICT DO NOTHING',
      },
      [{ ...payout, status: 'pending', blockNumber: null, createdAt: now }],
    )
  }

  async setStatus(
    payout: Pick<Payout, 'requestId' | 'kind' | 'seq' | 'txHash'>,
    status: Payout['status'],
    blockNumber: number | null,
  ): Promise<void> {
    await this.db.query(
      'UPDATE solver_payouts SET status = $5, block_number = $6 WHERE request_id = $1 AND kind = $2 AND seq = $3 AND tx_hash = $4',
      [payout.requestId.toLowerCase(), payout.kind, payout.seq, addressKey(payout.txHash), status, blockNumber],
    )
  }
}
