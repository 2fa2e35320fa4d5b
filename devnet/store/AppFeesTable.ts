import { fromRow, nullableNumber } from './fromRow'
import { insertRows } from './insertRows'
import type { Queryable } from './Queryable'

/** One app fee of a filled request, added to its recipient's balance (in the deposited currency, on the origin chain). */
export interface AppFeeAccrual {
  requestId: string
  /** The fee's index in the quote's appFees. */
  seq: number
  wallet: string
  chainId: number
  currency: string
  amount: bigint
}

/** What a wallet can claim of one currency on one chain. */
export interface AppFeeBalance {
  wallet: string
  chainId: number
  currency: string
  amount: bigint
  updatedAt: number
}

export type AppFeeClaimStatus = 'pending' | 'success' | 'failure'

/** A signed claim: its amount is off the balance from the moment it is recorded. */
export interface AppFeeClaim {
  claimId: string
  wallet: string
  recipient: string
  chainId: number
  currency: string
  amount: bigint
  status: AppFeeClaimStatus
  txHash: string | null
  rawTx: string | null
  blockNumber: number | null
  createdAt: number
  updatedAt: number
}

/** Why a claim was not recorded: its id was recorded before, or the balance is below its amount (`balance`: what there is). */
export type ReserveOutcome = { kind: 'reserved' } | { kind: 'duplicate' } | { kind: 'short'; balance: bigint }

/** Postgres' error code for a duplicate key. */
const UNIQUE_VIOLATION = '23505'
const CLAIM_COLUMNS =
  'claim_id, wallet, recipient, chain_id, currency, amount, status, tx_hash, raw_tx, block_number, created_at, updated_at'
const readClaim = (row: object) =>
  fromRow<AppFeeClaim>(row, { amount: BigInt, blockNumber: nullableNumber, createdAt: Number, updatedAt: Number })
const key = (b: { wallet: string; chainId: number; currency: string }) =>
  [b.wallet.toLowerCase(), b.chainId, b.currency.toLowerCase()] as const

/**
 * `app_fee_balances`, `app_fee_accruals` and `app_fee_claims` (migration 9).
 * Every move of a balance is one statement, so two claims at once never both
 * take the same funds (a claim is a conditional debit, not a read then a
 * write). `accrue` writes several rows: DevnetStore runs it in a transaction.
 */
export class AppFeesTable {
  constructor(private readonly db: Queryable) {}

  /** Adds each fee to its recipient's balance once: a fee already accrued (a settlement run again) adds nothing. */
  async accrue(fees: readonly AppFeeAccrual[], now: number): Promise<AppFeeAccrual[]> {
    const added = await insertRows<{ seq: number; request_id: string }>(
      this.db,
      {
        table: 'app_fee_accruals',
        columns: 'request_id, seq, wallet, chain_id, currency, amount, created_at',
        lowercase: ['request_id', 'wallet', 'currency'],
        suffix: 'ON CONFLICT DO NOTHING RETURNING request_id, seq',
      },
      fees.map((f) => ({ ...f, createdAt: now })),
    )
    const fresh = fees.filter((f) =>
      added.some((a) => a.request_id === f.requestId.toLowerCase() && Number(a.seq) === f.seq),
    )
    for (const fee of fresh)
      await this.db.query(
        `INSERT INTO app_fee_balances (wallet, chain_id, currency, amount, updated_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (wallet, chain_id, currency) DO UPDATE
           SET amount = app_fee_balances.amount + EXCLUDED.amount, updated_at = EXCLUDED.updated_at`,
        [...key(fee), fee.amount.toString(), now],
      )
    return fresh
  }

  /** A wallet's balances that are above 0, by chain and currency. */
  async balances(wallet: string): Promise<AppFeeBalance[]> {
    const { rows } = await this.db.query(
      `SELECT wallet, chain_id, currency, amount, updated_at FROM app_fee_balances
       WHERE wallet = $1 AND amount > 0 ORDER BY chain_id, currency`,
      [wallet.toLowerCase()],
    )
    return rows.map((row) => fromRow<AppFeeBalance>(row as object, { amount: BigInt, updatedAt: Number }))
  }

  async balance(of: { wallet: string; chainId: number; currency: string }): Promise<bigint> {
    const { rows } = await this.db.query<{ amount: string }>(
      'SELECT amount FROM app_fee_balances WHERE wallet = $1 AND chain_id = $2 AND currency = $3',
      [...key(of)],
    )
    return BigInt(rows[0]?.amount ?? 0)
  }

  /**
   * Records a signed claim `pending` and takes its amount off the balance, in one statement: nothing moves when
   * the balance is short or the claim id was recorded before.
   */
  async reserve(
    claim: Pick<AppFeeClaim, 'claimId' | 'wallet' | 'recipient' | 'chainId' | 'currency' | 'amount'>,
    now: number,
  ): Promise<ReserveOutcome> {
    let rows: unknown[]
    try {
      // A claim id recorded at the same moment fails the insert, and with it the debit (one statement).
      ;({ rows } = await this.db.query(
        `WITH debit AS (
           UPDATE app_fee_balances SET amount = amount - $6, updated_at = $7
           WHERE wallet = $2 AND chain_id = $4 AND currency = $5 AND amount >= $6
             AND NOT EXISTS (SELECT 1 FROM app_fee_claims WHERE claim_id = $1)
           RETURNING wallet)
         INSERT INTO app_fee_claims (${CLAIM_COLUMNS})
         SELECT $1, $2, $3, $4, $5, $6, 'pending', NULL, NULL, NULL, $7, $7 FROM debit
         RETURNING claim_id`,
        [
          claim.claimId.toLowerCase(),
          claim.wallet.toLowerCase(),
          claim.recipient.toLowerCase(),
          claim.chainId,
          claim.currency.toLowerCase(),
          claim.amount.toString(),
          now,
        ],
      ))
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) return { kind: 'duplicate' }
      throw error
    }
    if (rows.length > 0) return { kind: 'reserved' }
    if (await this.getClaim(claim.claimId)) return { kind: 'duplicate' }
    return { kind: 'short', balance: await this.balance(claim) }
  }

  async getClaim(claimId: string): Promise<AppFeeClaim | undefined> {
    const { rows } = await this.db.query(`SELECT ${CLAIM_COLUMNS} FROM app_fee_claims WHERE claim_id = $1`, [
      claimId.toLowerCase(),
    ])
    return rows[0] ? readClaim(rows[0] as object) : undefined
  }

  /** Claims the solver has to pay (or to see mined), oldest first. */
  async listDue(limit = 50): Promise<AppFeeClaim[]> {
    const { rows } = await this.db.query(
      `SELECT ${CLAIM_COLUMNS} FROM app_fee_claims WHERE status = 'pending' ORDER BY created_at LIMIT $1`,
      [limit],
    )
    return rows.map((row) => readClaim(row as object))
  }

  /** A wallet's claims, newest first, after the keyset `after` (the last claim of the previous page). */
  async listClaims(
    wallet: string,
    limit: number,
    after?: { createdAt: number; claimId: string },
  ): Promise<AppFeeClaim[]> {
    const { rows } = await this.db.query(
      `SELECT ${CLAIM_COLUMNS} FROM app_fee_claims WHERE wallet = $1
         AND ($2::bigint IS NULL OR (created_at, claim_id) < ($2::bigint, $3::text))
       ORDER BY created_at DESC, claim_id DESC LIMIT $4`,
      [wallet.toLowerCase(), after?.createdAt ?? null, after?.claimId.toLowerCase() ?? null, limit],
    )
    return rows.map((row) => readClaim(row as object))
  }

  /** Keeps the claim's signed payment before it is broadcast; false when one was kept before (never two). */
  async recordPayment(claimId: string, signed: { hash: string; raw: string }, now: number): Promise<boolean> {
    const { rows } = await this.db.query(
      `UPDATE app_fee_claims SET tx_hash = $2, raw_tx = $3, updated_at = $4
       WHERE claim_id = $1 AND tx_hash IS NULL RETURNING claim_id`,
      [claimId.toLowerCase(), signed.hash.toLowerCase(), signed.raw, now],
    )
    return rows.length > 0
  }

  /**
   * The claim's end (its payment mined, reverted, refused, or lost with a chain): a claim that becomes `failure`
   * gives its amount back to the balance, in the same statement.
   */
  async finish(
    claimId: string,
    outcome: { status: 'success' | 'failure'; blockNumber: number | null },
    now: number,
  ): Promise<void> {
    await this.db.query(
      `WITH before AS (SELECT claim_id, status FROM app_fee_claims WHERE claim_id = $1),
       moved AS (
         UPDATE app_fee_claims c SET status = $2, block_number = $3, updated_at = $4 FROM before
         WHERE c.claim_id = before.claim_id
         RETURNING c.wallet, c.chain_id, c.currency, c.amount, before.status AS was)
       UPDATE app_fee_balances b SET amount = b.amount + moved.amount, updated_at = $4 FROM moved
       WHERE $2 = 'failure' AND moved.was <> 'failure'
         AND b.wallet = moved.wallet AND b.chain_id = moved.chain_id AND b.currency = moved.currency`,
      [claimId.toLowerCase(), outcome.status, outcome.blockNumber, now],
    )
  }
}
