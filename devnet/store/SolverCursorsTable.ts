import type { Queryable } from './Queryable'

/** The `solver_cursors` table: by chain, the last block whose Deposit events are all recorded. */
export class SolverCursorsTable {
  constructor(private readonly db: Queryable) {}

  async get(chainId: number): Promise<number | undefined> {
    const { rows } = await this.db.query<{ last_block: number }>(
      'SELECT last_block FROM solver_cursors WHERE chain_id = $1',
      [chainId],
    )
    return rows[0] ? Number(rows[0].last_block) : undefined
  }

  /** Every chain's cursor, by chain id. */
  async getAll(): Promise<Record<number, number>> {
    const { rows } = await this.db.query<{ chain_id: number; last_block: number }>(
      'SELECT chain_id, last_block FROM solver_cursors ORDER BY chain_id',
    )
    return Object.fromEntries(rows.map((r) => [r.chain_id, Number(r.last_block)]))
  }

  async set(chainId: number, lastBlock: number, now = Date.now()): Promise<void> {
    await this.db.query(
      `INSERT INTO solver_cursors (chain_id, last_block, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (chain_id) DO UPDATE SET last_block = EXCLUDED.last_block, updated_at = EXCLUDED.updated_at`,
      [chainId, lastBlock, now],
    )
  }
}
