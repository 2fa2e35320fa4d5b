import { addressKey } from '../../src/lib/addressKey'
import { fromRow } from './fromRow'
import { insertRows } from './insertRows'
import type { Queryable } from './Queryable'

/** A Deposit event of a depository, as read from its chain. */
export interface DepositEvent {
  chainId: number
  txHash: string
  logIndex: number
  blockNumber: number
  blockTimestamp: number
  depositId: string
  depositor: string
  token: string
  amount: bigint
}

export interface StoredDeposit extends DepositEvent {
  requestId: string | null
  outcome: string
}

const EVENT_MATCHES = 'chain_id = $1 AND tx_hash = $2 AND log_index = $3'

/** The `deposits` table: every Deposit event once, with what the solver made of it. */
export class DepositsTable {
  constructor(private readonly db: Queryable) {}

  /** Records the event as `new`; false when it was recorded before (a block read again). */
  async insertIfNew(deposit: DepositEvent, now: number): Promise<boolean> {
    const rows = await insertRows(
      this.db,
      {
        table: 'deposits',
        columns: `chain_id, tx_hash, log_index, block_number, block_timestamp, deposit_id, depositor, token, amount, outcome,
          created_at`,
        lowercase: ['tx_hash', 'deposit_id', 'depositor', 'token'],
        suffix: 'ON CONFLICT DO NOTHING RETURNING tx_hash',
      },
      [{ ...deposit, outcome: 'new', createdAt: now }],
    )
    return rows.length > 0
  }

  /** Ties the event to the request it went to (a trigger copies the depositor onto that request). */
  async setOutcome(deposit: DepositEvent, outcome: string, requestId: string | null): Promise<void> {
    await this.db.query(`UPDATE deposits SET outcome = $4, request_id = $5 WHERE ${EVENT_MATCHES}`, [
      deposit.chainId,
      addressKey(deposit.txHash),
      deposit.logIndex,
      outcome,
      requestId,
    ])
  }

  async list(requestId: string): Promise<StoredDeposit[]> {
    const { rows } = await this.db.query(
      `SELECT chain_id, tx_hash, log_index, block_number, block_timestamp, deposit_id, depositor, token, amount, request_id, outcome
       FROM deposits WHERE request_id = $1 ORDER BY block_number, log_index`,
      [requestId.toLowerCase()],
    )
    return rows.map((row) =>
      fromRow<StoredDeposit>(row as object, { blockNumber: Number, blockTimestamp: Number, amount: BigInt }),
    )
  }
}
