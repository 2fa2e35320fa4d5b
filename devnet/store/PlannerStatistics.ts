import type { PGlite } from '@electric-sql/pglite'

/** The tables the request listing filters. */
const LISTING_TABLES = ['requests', 'request_transactions'] as const

/** Postgres planner statistics of the listing's tables (PGlite has no autovacuum to keep them). */
export class PlannerStatistics {
  constructor(private readonly db: PGlite) {}

  /** Runs ANALYZE on the listing's tables; returns the planner's estimate of the request count after it. */
  async analyze(): Promise<number> {
    // A smaller sample than the default: the listing needs rough shapes, and ANALYZE holds the single connection.
    await this.db.exec('SET default_statistics_target = 30')
    for (const table of LISTING_TABLES) await this.db.exec(`ANALYZE ${table}`)
    await this.db.exec('RESET default_statistics_target')
    return this.requestRowEstimate()
  }

  /** How many requests the planner believes there are (`pg_class.reltuples`; negative before any ANALYZE). */
  async requestRowEstimate(): Promise<number> {
    const { rows } = await this.db.query<{ reltuples: number }>(
      `SELECT reltuples::float8 AS reltuples FROM pg_class WHERE relname = 'requests'`,
    )
    return Number(rows[0]?.reltuples ?? 0)
  }
}
