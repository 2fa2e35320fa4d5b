import { fromRow, nullableNumber } from './fromRow'
import { insertRows } from './insertRows'
import type { Queryable } from './Queryable'

/** An API key's sponsor account: what it has left to pay fees with, in USD micro-units. */
export interface Sponsor {
  apiKey: string
  balanceUsdMicros: bigint
  createdAt: number
  updatedAt: number
}

/** One move of a sponsor's balance. */
export interface SponsorLedgerEntry {
  seq: number
  apiKey: string
  requestId: string | null
  kind: 'set' | 'fund' | 'charge' | 'release'
  /** Signed: a charge is negative. */
  deltaUsdMicros: bigint
  /** The balance after this move. */
  balanceUsdMicros: bigint
  at: number
}

/** What a quote moved to the sponsor, stored with the request (migration 5). */
export interface NewFeeSponsorship {
  apiKey: string
  /** Smallest units of the request's input currency. */
  amount: bigint
  /** Its USD value at quote time: what the fill charges. */
  amountUsdMicros: bigint
}

export interface FeeSponsorshipCharge extends NewFeeSponsorship {
  requestId: string
  state: 'quoted' | 'charged' | 'released'
  createdAt: number
  chargedAt: number | null
  releasedAt: number | null
}

/** The outcome of charging a request's sponsorship right before its fill. */
export type ChargeOutcome =
  | { kind: 'none' }
  | { kind: 'charged' | 'already'; charge: FeeSponsorshipCharge }
  | { kind: 'released'; charge: FeeSponsorshipCharge }
  | { kind: 'short'; charge: FeeSponsorshipCharge; balanceUsdMicros: bigint }

const SPONSOR_COLUMNS = 'api_key, balance_usd_micros, created_at, updated_at'
const CHARGE_COLUMNS = 'request_id, api_key, amount, amount_usd_micros, state, created_at, charged_at, released_at'
const readSponsor = (row: object) =>
  fromRow<Sponsor>(row, { balanceUsdMicros: BigInt, createdAt: Number, updatedAt: Number })
const readCharge = (row: object) =>
  fromRow<FeeSponsorshipCharge>(row, {
    amount: BigInt,
    amountUsdMicros: BigInt,
    createdAt: Number,
    chargedAt: nullableNumber,
    releasedAt: nullableNumber,
  })

/**
 * `sponsors`, `sponsor_ledger` and `fee_sponsorships` (migration 5): sponsor
 * balances per API key, every move of them, and what each sponsored request
 * moved to its sponsor. Balance changes that must be atomic (`charge`, and
 * `set`/`fund` with their ledger row) run inside the caller's transaction
 * (DevnetStore opens it); a failed request's charge goes back by trigger.
 */
export class SponsorsTable {
  constructor(private readonly db: Queryable) {}

  async get(apiKey: string): Promise<Sponsor | undefined> {
    const { rows } = await this.db.query(`SELECT ${SPONSOR_COLUMNS} FROM sponsors WHERE api_key = $1`, [apiKey])
    return rows[0] ? readSponsor(rows[0] as object) : undefined
  }

  /** Sets (`set`) or adds to (`fund`) a balance, creating the sponsor; false when a negative `fund` would take it below 0. */
  async move(
    apiKey: string,
    change: { kind: 'set' | 'fund'; usdMicros: bigint },
    now: number,
  ): Promise<Sponsor | undefined> {
    const before = (await this.get(apiKey))?.balanceUsdMicros ?? 0n
    const after = change.kind === 'set' ? change.usdMicros : before + change.usdMicros
    if (after < 0n) return undefined
    const { rows } = await this.db.query(
      `INSERT INTO sponsors (api_key, balance_usd_micros, created_at, updated_at) VALUES ($1, $2, $3, $3)
       ON CONFLICT (api_key) DO UPDATE SET balance_usd_micros = EXCLUDED.balance_usd_micros, updated_at = EXCLUDED.updated_at
       RETURNING ${SPONSOR_COLUMNS}`,
      [apiKey, after.toString(), now],
    )
    await this.addLedger({ apiKey, requestId: null, kind: change.kind, deltaUsdMicros: after - before, after, at: now })
    return readSponsor(rows[0] as object)
  }

  async ledger(apiKey: string, limit: number): Promise<SponsorLedgerEntry[]> {
    const { rows } = await this.db.query(
      `SELECT seq, api_key, request_id, kind, delta_usd_micros, balance_usd_micros, at FROM sponsor_ledger
       WHERE api_key = $1 ORDER BY seq DESC LIMIT $2`,
      [apiKey, limit],
    )
    return rows.map((row) =>
      fromRow<SponsorLedgerEntry>(row as object, {
        seq: Number,
        deltaUsdMicros: BigInt,
        balanceUsdMicros: BigInt,
        at: Number,
      }),
    )
  }

  /** Written with the request, in its insert's transaction. */
  async insertQuoted(requestId: string, sponsorship: NewFeeSponsorship, now: number): Promise<void> {
    await insertRows(
      this.db,
      {
        table: 'fee_sponsorships',
        columns: 'request_id, api_key, amount, amount_usd_micros, state, created_at',
        lowercase: ['request_id'],
      },
      [{ ...sponsorship, requestId, state: 'quoted', createdAt: now }],
    )
  }

  async getCharge(requestId: string): Promise<FeeSponsorshipCharge | undefined> {
    const { rows } = await this.db.query(`SELECT ${CHARGE_COLUMNS} FROM fee_sponsorships WHERE request_id = $1`, [
      requestId.toLowerCase(),
    ])
    return rows[0] ? readCharge(rows[0] as object) : undefined
  }

  /** The sponsorships of each of `ids` (for request records). */
  async listCharges(ids: readonly string[]): Promise<FeeSponsorshipCharge[]> {
    const { rows } = await this.db.query(`SELECT ${CHARGE_COLUMNS} FROM fee_sponsorships WHERE request_id = ANY($1)`, [
      ids,
    ])
    return rows.map((row) => readCharge(row as object))
  }

  /**
   * Takes a quoted sponsorship off its sponsor's balance, once: `charged`
   * now, `already` when an earlier attempt did (a restart), `short` when the
   * balance no longer covers it (nothing moves), `none` for a request
   * without sponsorship. Run inside a transaction.
   */
  async charge(requestId: string, now: number): Promise<ChargeOutcome> {
    const { rows } = await this.db.query(
      `SELECT ${CHARGE_COLUMNS} FROM fee_sponsorships WHERE request_id = $1 FOR UPDATE`,
      [requestId.toLowerCase()],
    )
    if (!rows[0]) return { kind: 'none' }
    const charge = readCharge(rows[0] as object)
    if (charge.state === 'charged') return { kind: 'already', charge }
    if (charge.state === 'released') return { kind: 'released', charge }
    const debited = await this.db.query<{ balance_usd_micros: string }>(
      `UPDATE sponsors SET balance_usd_micros = balance_usd_micros - $2, updated_at = $3
       WHERE api_key = $1 AND balance_usd_micros >= $2 RETURNING balance_usd_micros`,
      [charge.apiKey, charge.amountUsdMicros.toString(), now],
    )
    if (!debited.rows[0]) {
      return { kind: 'short', charge, balanceUsdMicros: (await this.get(charge.apiKey))?.balanceUsdMicros ?? 0n }
    }
    const after = BigInt(debited.rows[0].balance_usd_micros)
    await this.db.query(`UPDATE fee_sponsorships SET state = 'charged', charged_at = $2 WHERE request_id = $1`, [
      charge.requestId,
      now,
    ])
    await this.addLedger({
      apiKey: charge.apiKey,
      requestId: charge.requestId,
      kind: 'charge',
      deltaUsdMicros: -charge.amountUsdMicros,
      after,
      at: now,
    })
    return { kind: 'charged', charge: { ...charge, state: 'charged', chargedAt: now } }
  }

  private async addLedger(entry: {
    apiKey: string
    requestId: string | null
    kind: SponsorLedgerEntry['kind']
    deltaUsdMicros: bigint
    after: bigint
    at: number
  }): Promise<void> {
    await this.db.query(
      `INSERT INTO sponsor_ledger (api_key, request_id, kind, delta_usd_micros, balance_usd_micros, at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [entry.apiKey, entry.requestId, entry.kind, entry.deltaUsdMicros.toString(), entry.after.toString(), entry.at],
    )
  }
}
