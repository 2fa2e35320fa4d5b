import type { PGlite } from '@electric-sql/pglite'

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

interface PayoutRow {
  request_id: string
  kind: PayoutKind
  seq: number
  chain_id: number
  token: string
  recipient: string
  amount: string
  tx_hash: string
  raw_tx: string | null
  status: Payout['status']
  block_number: number | null
  created_at: number
}

/**
 * The `solver_payouts` table (migration 3) and the `settled_at` mark of a
 * request. Like fills and refunds, a payout is recorded (signed, pending)
 * before it is broadcast, so a restart finishes it instead of paying twice.
 */
export class SolverPayouts {
  constructor(private readonly db: PGlite) {}

  /** Filled requests whose payouts have not been settled yet, oldest first. */
  async listUnsettled(limit = 50): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>(
      `SELECT id FROM requests WHERE status = 'success' AND settled_at IS NULL ORDER BY created_at LIMIT $1`,
      [limit],
    )
    return rows.map((r) => r.id)
  }

  async markSettled(requestId: string, now = Date.now()): Promise<void> {
    await this.db.query('UPDATE requests SET settled_at = $2 WHERE id = $1 AND settled_at IS NULL', [
      requestId.toLowerCase(),
      now,
    ])
  }

  async list(requestId: string): Promise<Payout[]> {
    const { rows } = await this.db.query<PayoutRow>(
      'SELECT * FROM solver_payouts WHERE request_id = $1 ORDER BY created_at, kind, seq',
      [requestId.toLowerCase()],
    )
    return rows.map((r) => ({
      requestId: r.request_id,
      kind: r.kind,
      seq: r.seq,
      chainId: r.chain_id,
      token: r.token,
      recipient: r.recipient,
      amount: BigInt(r.amount),
      txHash: r.tx_hash,
      rawTx: r.raw_tx,
      status: r.status,
      blockNumber: r.block_number === null ? null : Number(r.block_number),
      createdAt: Number(r.created_at),
    }))
  }

  async add(payout: Omit<Payout, 'createdAt' | 'status' | 'blockNumber'>, now = Date.now()): Promise<void> {
    await this.db.query(
      `INSERT INTO solver_payouts (request_id, kind, seq, chain_id, token, recipient, amount, tx_hash, raw_tx, status, block_number, created_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,'pending',NULL,$10) ON CONFLICT DO NOTHING`,
      [
        payout.requestId.toLowerCase(),
        payout.kind,
        payout.seq,
        payout.chainId,
        payout.token.toLowerCase(),
        payout.recipient.toLowerCase(),
        payout.amount.toString(),
        payout.txHash.toLowerCase(),
        payout.rawTx,
        now,
      ],
    )
  }

  async setStatus(
    payout: Pick<Payout, 'requestId' | 'kind' | 'seq' | 'txHash'>,
    status: Payout['status'],
    blockNumber: number | null,
  ): Promise<void> {
    await this.db.query(
      'UPDATE solver_payouts SET status = $5, block_number = $6 WHERE request_id = $1 AND kind = $2 AND seq = $3 AND tx_hash = $4',
      [payout.requestId.toLowerCase(), payout.kind, payout.seq, payout.txHash.toLowerCase(), status, blockNumber],
    )
  }
}
