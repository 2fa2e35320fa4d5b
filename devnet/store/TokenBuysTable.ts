import type { PGlite } from '@electric-sql/pglite'

/** How much of one token people bought (a request's output) on one chain in a window. */
export interface TokenBuys {
  chainId: number
  /** The token's address as the request stored it (compare with `addressKey`). */
  address: string
  /** Requests that bought it. */
  count: number
  /** Their deposits' value in USD (a decimal string). */
  usd: string
}

/** The statuses of a request whose deposit arrived: a quote nobody paid for buys nothing. */
const PAID_STATUSES = ['depositing', 'pending', 'submitted', 'success']

/** What was bought lately, by token: the devnet's `GET /currencies/trending` ranks by it. */
export class TokenBuysTable {
  constructor(private readonly db: PGlite) {}

  /** Buys of every token since `since` (ms), on one chain or all, paid requests only. */
  async since(args: { since: number; chainId?: number }): Promise<TokenBuys[]> {
    const { rows } = await this.db.query<{ chain_id: number; address: string; count: number; usd: string }>(
      `SELECT destination_chain_id AS chain_id, currency_out_address AS address,
              count(*)::int AS count, sum(amount_in_usd)::text AS usd
         FROM requests
        WHERE created_at >= $1 AND status = ANY($2::text[]) AND ($3::int IS NULL OR destination_chain_id = $3)
        GROUP BY destination_chain_id, currency_out_address`,
      [args.since, PAID_STATUSES, args.chainId ?? null],
    )
    return rows.map((r) => ({ chainId: r.chain_id, address: r.address, count: r.count, usd: r.usd }))
  }
}
