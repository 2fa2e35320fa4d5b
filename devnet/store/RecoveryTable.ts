import { AppFeesTable } from './AppFeesTable'
import type { Queryable } from './Queryable'

/** Where a recorded solver transaction is kept. */
export type RecordedSource =
  | { table: 'request'; requestId: string; kind: 'deposit' | 'fill' | 'refund' }
  | { table: 'payout'; requestId: string; kind: string; seq: number }
  | { table: 'sweep'; requestId: string | null; arrivalTxHash: string; logIndex: number }
  | { table: 'claim'; requestId: null; claimId: string }

/** A transaction the solver signed and the store kept (signed bytes included) on one chain. */
export interface RecordedSolverTransaction {
  source: RecordedSource
  chainId: number
  txHash: string
  raw: string
  status: string
}

/** A transaction of someone else's that the store saw mined: a deposit, or a payment to a deposit address. */
export interface ObservedTransaction {
  kind: 'deposit' | 'arrival'
  requestId: string | null
  chainId: number
  txHash: string
  /** Arrivals only. */
  logIndex?: number
}

/**
 * What crash recovery (`recovery/recoverChains.ts`) reads and writes: every
 * transaction the devnet recorded on a chain, and the marks it leaves when a
 * chain that lost blocks has them again, or has lost what cannot come back.
 */
export class RecoveryTable {
  constructor(private readonly db: Queryable) {}

  /**
   * Every signed solver transaction recorded on `chainId`: fills, refunds, gasless deposits, payouts, sweeps, app
   * fee claims; but
   * those an earlier recovery gave up for good (failure, no block: their nonce went to a cancellation).
   */
  /**
   * `afterBlock`: only what the chain may have lost, rows not mined or mined above that block (a chain that
   * comes back keeps a prefix of its history: everything at or below its head is still there).
   */
  async listSolverTransactions(chainId: number, afterBlock = -1): Promise<RecordedSolverTransaction[]> {
    const { rows } = await this.db.query<{
      tbl: 'request' | 'payout' | 'sweep' | 'claim'
      request_id: string | null
      kind: string | null
      seq: number | null
      arrival_tx_hash: string | null
      log_index: number | null
      tx_hash: string
      raw_tx: string
      status: string
    }>(
      `SELECT 'request' AS tbl, request_id, kind, NULL::int AS seq, NULL AS arrival_tx_hash, NULL::int AS log_index,
              tx_hash, raw_tx, status
         FROM request_transactions WHERE chain_id = $1 AND raw_tx IS NOT NULL
          AND NOT (status = 'failure' AND block_number IS NULL)
          AND (block_number IS NULL OR block_number > $2)
       UNION ALL
       SELECT 'payout', request_id, kind, seq, NULL, NULL, tx_hash, raw_tx, status
         FROM solver_payouts WHERE chain_id = $1 AND raw_tx IS NOT NULL
          AND NOT (status = 'failure' AND block_number IS NULL)
          AND (block_number IS NULL OR block_number > $2)
       UNION ALL
       SELECT 'sweep', a.request_id, NULL, NULL, r.tx_hash, r.log_index, r.sweep_tx_hash, r.sweep_raw_tx, r.status
         FROM deposit_address_arrivals r JOIN deposit_addresses a ON a.address = r.address
        WHERE r.chain_id = $1 AND r.sweep_raw_tx IS NOT NULL AND NOT (r.status = 'unsweepable' AND r.sweep_block IS NULL)
          AND (r.sweep_block IS NULL OR r.sweep_block > $2)
       UNION ALL
       -- An app fee claim's payment; its id rides in the kind column.
       SELECT 'claim', NULL, claim_id, NULL, NULL, NULL, tx_hash, raw_tx, status
         FROM app_fee_claims WHERE chain_id = $1 AND raw_tx IS NOT NULL
          AND NOT (status = 'failure' AND block_number IS NULL)
          AND (block_number IS NULL OR block_number > $2)`,
      [chainId, afterBlock],
    )
    return rows.map((row) => ({
      source:
        row.tbl === 'claim'
          ? { table: 'claim', requestId: null, claimId: row.kind! }
          : row.tbl === 'request'
            ? { table: 'request', requestId: row.request_id!, kind: row.kind as 'deposit' | 'fill' | 'refund' }
            : row.tbl === 'payout'
              ? { table: 'payout', requestId: row.request_id!, kind: row.kind!, seq: Number(row.seq) }
              : {
                  table: 'sweep',
                  requestId: row.request_id,
                  arrivalTxHash: row.arrival_tx_hash!,
                  logIndex: Number(row.log_index),
                },
      chainId,
      txHash: row.tx_hash,
      raw: row.raw_tx,
      status: row.status,
    }))
  }

  /** Deposits (signed by their depositors, so not the devnet's to send again) and deposit-address arrivals seen mined on `chainId`. */
  /** Deposits and deposit-address payments mined above `afterBlock`: the ones a chain that came back may have lost. */
  async listObservedTransactions(chainId: number, afterBlock: number): Promise<ObservedTransaction[]> {
    const { rows } = await this.db.query<{
      kind: 'deposit' | 'arrival'
      request_id: string | null
      tx_hash: string
      log_index: number | null
    }>(
      `SELECT DISTINCT 'deposit' AS kind, request_id, tx_hash, NULL::int AS log_index FROM request_transactions
        WHERE chain_id = $1 AND kind = 'deposit' AND raw_tx IS NULL AND block_number > $2
       UNION ALL
       SELECT 'arrival', a.request_id, r.tx_hash, r.log_index
         FROM deposit_address_arrivals r JOIN deposit_addresses a ON a.address = r.address
        WHERE r.chain_id = $1 AND r.status <> 'unsweepable' AND r.block_number > $2`,
      [chainId, afterBlock],
    )
    return rows.map((row) => ({
      kind: row.kind,
      requestId: row.request_id,
      chainId,
      txHash: row.tx_hash,
      ...(row.log_index === null ? {} : { logIndex: Number(row.log_index) }),
    }))
  }

  /**
   * A recorded transaction is on its chain again (sent again from its signed bytes), or for good not
   * (`blockNumber` null, status failure: its nonce went to a cancellation). Its details are read again.
   */
  async setOutcome(
    tx: RecordedSolverTransaction,
    status: 'success' | 'failure',
    blockNumber: number | null,
  ): Promise<void> {
    const { source } = tx
    const hash = tx.txHash.toLowerCase()
    if (source.table === 'claim') {
      // A claim whose payment is gone for good gives its amount back to the balance.
      await new AppFeesTable(this.db).finish(source.claimId, { status, blockNumber }, Date.now())
    } else if (source.table === 'request') {
      await this.db.query(
        `UPDATE request_transactions SET status = $4, block_number = $5, details_at = NULL, fee = NULL, fee_usd = NULL,
           block_timestamp = NULL WHERE request_id = $1 AND kind = $2 AND chain_id = $3 AND tx_hash = $6`,
        [source.requestId, source.kind, tx.chainId, status, blockNumber, hash],
      )
    } else if (source.table === 'payout') {
      await this.db.query(
        `UPDATE solver_payouts SET status = $5, block_number = $6 WHERE request_id = $1 AND kind = $2 AND seq = $3 AND tx_hash = $4`,
        [source.requestId, source.kind, source.seq, hash, status, blockNumber],
      )
    } else {
      await this.db.query(
        `UPDATE deposit_address_arrivals SET status = $5, sweep_block = $6
          WHERE chain_id = $1 AND tx_hash = $2 AND log_index = $3 AND sweep_tx_hash = $4`,
        [
          tx.chainId,
          source.arrivalTxHash.toLowerCase(),
          source.logIndex,
          hash,
          status === 'success' ? 'swept' : 'unsweepable',
          blockNumber,
        ],
      )
    }
    // A Deposit the solver's own transaction made (a gasless deposit, a sweep) is in a new block now.
    if (blockNumber !== null)
      await this.db.query('UPDATE deposits SET block_number = $3 WHERE chain_id = $1 AND tx_hash = $2', [
        tx.chainId,
        hash,
        blockNumber,
      ])
  }

  /**
   * A deposit its chain no longer has (the chain crashed before saving it): it no longer counts as the
   * request's deposit (no refund is owed for it), and its transaction shows as not mined.
   */
  async markDepositLost(requestId: string | null, chainId: number, txHash: string): Promise<void> {
    const hash = txHash.toLowerCase()
    if (requestId)
      await this.db.query(
        `UPDATE request_transactions SET status = 'failure', block_number = NULL, details_at = NULL, fee = NULL,
           fee_usd = NULL, block_timestamp = NULL WHERE request_id = $1 AND chain_id = $2 AND tx_hash = $3 AND kind = 'deposit'`,
        [requestId.toLowerCase(), chainId, hash],
      )
    await this.db.query(
      `UPDATE deposits SET outcome = 'lost_with_chain', request_id = NULL WHERE chain_id = $1 AND tx_hash = $2`,
      [chainId, hash],
    )
  }

  /** A payment to a deposit address that its chain no longer has: nothing to sweep. */
  async markArrivalLost(chainId: number, txHash: string, logIndex: number): Promise<void> {
    await this.db.query(
      `UPDATE deposit_address_arrivals SET status = 'unsweepable', note = 'lost with a chain crash'
        WHERE chain_id = $1 AND tx_hash = $2 AND log_index = $3 AND status <> 'swept'`,
      [chainId, txHash.toLowerCase(), logIndex],
    )
  }
}
