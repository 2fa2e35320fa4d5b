import type { PGlite } from '@electric-sql/pglite'
import { applyTransition } from './applyTransition'
import { DepositsTable, type StoredDeposit } from './DepositsTable'
import { decimalUsd } from './decimalUsd'
import { fromRow } from './fromRow'
import type { Queryable } from './Queryable'
import { RequestsTable } from './RequestsTable'
import type { StatusChange } from './StatusChangePublisher'

/** What `POST /fast-fill` found, in the order it checks. */
export type FastFillOutcome =
  | { kind: 'started'; usdMicros: bigint }
  | { kind: 'not-found' }
  | { kind: 'already-filled' }
  /** Not waiting for its fill: being filled already, or ended without a fill. */
  | { kind: 'not-waiting'; status: string }
  /** The key has no app balance to front a fill with. */
  | { kind: 'no-balance' }
  | { kind: 'over-cap'; usdMicros: bigint; capUsdMicros: bigint }
  | { kind: 'over-balance'; usdMicros: bigint; availableUsdMicros: bigint }

/**
 * Fast fills (migration 11): a request filled before its deposit is counted, fronted by its API key's app balance
 * (the sponsor balance, `SponsorsTable`). The fronted value stays outstanding, so it is not fronted twice, until the
 * deposit is counted (`recordDepositEvent` and `confirm` clear it). Deposits seen short of their confirmations wait
 * here as `unconfirmed` until the solver counts them (`confirm`).
 */
export class FastFillStore {
  constructor(
    private readonly db: PGlite,
    private readonly publish: (change: StatusChange | undefined) => void,
  ) {}

  /** The fast fills of `apiKey` whose deposits are not counted yet, in USD micro-units. */
  async outstandingUsdMicros(apiKey: string, db: Queryable = this.db): Promise<bigint> {
    const { rows } = await db.query<{ total: string | null }>(
      `SELECT sum(fast_fill_usd_micros)::text AS total FROM requests
       WHERE fast_fill_api_key = $1 AND fast_fill_state = 'outstanding'`,
      [apiKey],
    )
    return BigInt(rows[0]?.total ?? '0')
  }

  /**
   * Checks and starts a fast fill in one transaction: the request `waiting` moves to `pending` (the solver fills it
   * at its next tick) with its value outstanding on `apiKey`. The value is the request's input in USD as quoted.
   */
  async start(args: {
    requestId: string
    apiKey: string
    capUsdMicros?: bigint
    now?: number
  }): Promise<FastFillOutcome> {
    const now = args.now ?? Date.now()
    const id = args.requestId.toLowerCase()
    const { outcome, change } = await this.db.transaction(async (tx) => {
      const request = await new RequestsTable(tx).get(id)
      const refuse = (outcome: FastFillOutcome) => ({ outcome, change: undefined })
      if (!request) return refuse({ kind: 'not-found' })
      if (request.status === 'success') return refuse({ kind: 'already-filled' })
      if (request.status !== 'waiting') return refuse({ kind: 'not-waiting', status: request.status })
      const sponsor = await tx.query<{ balance: string }>(
        'SELECT balance_usd_micros::text AS balance FROM sponsors WHERE api_key = $1 FOR UPDATE',
        [args.apiKey],
      )
      const balance = BigInt(sponsor.rows[0]?.balance ?? '0')
      if (balance <= 0n) return refuse({ kind: 'no-balance' })
      const usdMicros = decimalUsd.toMicros(request.amountInUsd)
      if (args.capUsdMicros !== undefined && usdMicros > args.capUsdMicros)
        return refuse({ kind: 'over-cap', usdMicros, capUsdMicros: args.capUsdMicros })
      const available = balance - (await this.outstandingUsdMicros(args.apiKey, tx))
      if (usdMicros > available) return refuse({ kind: 'over-balance', usdMicros, availableUsdMicros: available })
      await tx.query(
        `UPDATE requests SET fast_fill_api_key = $2, fast_fill_usd_micros = $3, fast_fill_state = 'outstanding',
           fast_filled_at = $4 WHERE id = $1`,
        [id, args.apiKey, usdMicros.toString(), now],
      )
      const moved = await applyTransition(tx, id, { from: ['waiting'], to: 'pending', at: now })
      return { outcome: { kind: 'started', usdMicros } as const, change: moved }
    })
    this.publish(change)
    return outcome
  }

  /** The chain's deposits seen but not counted yet (short of their confirmations), oldest first. */
  async listUnconfirmed(chainId: number): Promise<StoredDeposit[]> {
    const { rows } = await this.db.query(
      `SELECT chain_id, tx_hash, log_index, block_number, block_timestamp, deposit_id, depositor, token, amount, request_id,
         outcome FROM deposits WHERE outcome = 'unconfirmed' AND chain_id = $1 ORDER BY block_number, log_index`,
      [chainId],
    )
    return rows.map((row) =>
      fromRow<StoredDeposit>(row as object, { blockNumber: Number, blockTimestamp: Number, amount: BigInt }),
    )
  }

  /**
   * Counts a deposit that now has its confirmations: `matched`, its request `waiting` -> `pending` (one fast-filled
   * meanwhile is already on its way: its fast fill is cleared instead).
   */
  async confirm(deposit: StoredDeposit, now = Date.now()): Promise<void> {
    const change = await this.db.transaction(async (tx) => {
      await new DepositsTable(tx).setOutcome(deposit, 'matched', deposit.requestId)
      if (!deposit.requestId) return undefined
      await clearFastFill(tx, deposit.requestId)
      return applyTransition(tx, deposit.requestId, {
        from: ['waiting'],
        to: 'pending',
        txHash: deposit.txHash,
        at: now,
      })
    })
    this.publish(change)
  }
}

/** The request's deposit is counted: what its fast fill fronted is no longer outstanding. */
export async function clearFastFill(tx: Queryable, requestId: string): Promise<void> {
  await tx.query(`UPDATE requests SET fast_fill_state = 'cleared' WHERE id = $1 AND fast_fill_state = 'outstanding'`, [
    requestId.toLowerCase(),
  ])
}
