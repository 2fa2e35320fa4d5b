import type { RequestStatus } from '../../src/api/schemas'
import type { DevnetStore, TransactionKind } from './DevnetStore'

export interface SeedTransaction {
  kind: TransactionKind
  chainId: number
  txHash: string
  status: 'success' | 'failure'
  blockNumber: number
  /** Unix seconds. Default: the request's createdAt. */
  blockTimestamp?: number
  /** Wei. Default 21000 * 1 gwei. */
  fee?: bigint
  feeUsd?: string
  data?: { from: string; to: string; data: string; value: string }
}

export interface SeedHistoryEntry {
  status: RequestStatus
  failReason?: string
  refundFailReason?: string
  txHash?: string | null
  /** ms */
  at: number
}

/** A request as it would be after it ran, for tests and benchmarks that need many of them without chains. */
export interface SeedRequest {
  id: string
  apiKey?: string | null
  operation?: string
  tradeType?: string
  user: string
  recipient?: string
  refundTo?: string | null
  referrer?: string | null
  originChainId: number
  destinationChainId: number
  currencyIn: { address: string; symbol: string }
  currencyOut: { address: string; symbol: string }
  amountIn?: bigint
  amountOut?: bigint
  amountInUsd: string
  status: RequestStatus
  failReason?: string
  refundFailReason?: string
  /** ms */
  createdAt: number
  /** ms; default: the last history entry's time. */
  updatedAt?: number
  quoteRequest?: Record<string, unknown>
  quoteResponse?: Record<string, unknown>
  parentRequestId?: string | null
  /** The depositor of a deposit-address request. */
  depositor?: string | null
  /** Status details of a failure (failed call data, decoded revert). */
  details?: unknown
  transactions?: SeedTransaction[]
  /** Default: `waiting` at createdAt, then `status` at updatedAt (or createdAt). */
  history?: SeedHistoryEntry[]
}

const ROWS_PER_STATEMENT = 500

/**
 * Writes finished request records straight into the store (requests,
 * transactions with their chain details, status history), in batches. The
 * store's triggers derive the listing columns exactly as for live requests.
 * Not for live requests: nothing here touches a chain or emits events.
 */
export async function seedRequestRecords(store: DevnetStore, seeds: readonly SeedRequest[]): Promise<void> {
  const db = store.database
  for (let start = 0; start < seeds.length; start += ROWS_PER_STATEMENT) {
    const batch = seeds.slice(start, start + ROWS_PER_STATEMENT)
    await db.transaction(async (tx) => {
      await insertRows(
        tx,
        `INSERT INTO requests (id, api_key, operation, trade_type, user_address, recipient, refund_to, referrer, origin_chain_id,
           destination_chain_id, currency_in_address, currency_in_symbol, currency_out_address, currency_out_symbol, amount_in,
           amount_out, amount_in_usd, deadline, quote_request, quote_response, status, fail_reason, refund_fail_reason,
           created_at, updated_at, parent_request_id, depositor, details)`,
        batch.map((s) => {
          const history = historyOf(s)
          return [
            s.id.toLowerCase(),
            s.apiKey ?? null,
            s.operation ?? 'bridge',
            s.tradeType ?? 'EXACT_INPUT',
            s.user.toLowerCase(),
            (s.recipient ?? s.user).toLowerCase(),
            s.refundTo?.toLowerCase() ?? null,
            s.referrer ?? null,
            s.originChainId,
            s.destinationChainId,
            s.currencyIn.address.toLowerCase(),
            s.currencyIn.symbol,
            s.currencyOut.address.toLowerCase(),
            s.currencyOut.symbol,
            (s.amountIn ?? 1n).toString(),
            (s.amountOut ?? s.amountIn ?? 1n).toString(),
            s.amountInUsd,
            Math.floor(s.createdAt / 1000) + 600,
            JSON.stringify(s.quoteRequest ?? {}),
            JSON.stringify(s.quoteResponse ?? { protocol: { v2: { orderId: s.id } } }),
            s.status,
            s.failReason ?? 'N/A',
            s.refundFailReason ?? 'N/A',
            s.createdAt,
            s.updatedAt ?? history.at(-1)!.at,
            s.parentRequestId?.toLowerCase() ?? null,
            s.depositor?.toLowerCase() ?? null,
            s.details === undefined ? null : JSON.stringify(s.details),
          ]
        }),
      )
      const transactions = batch.flatMap((s) =>
        (s.transactions ?? []).map((t, i) => [
          s.id.toLowerCase(),
          t.kind,
          t.chainId,
          t.txHash.toLowerCase(),
          null,
          t.status,
          t.blockNumber,
          s.createdAt + i,
          (t.fee ?? 21_000n * 10n ** 9n).toString(),
          t.feeUsd ?? '0.063',
          t.blockTimestamp ?? Math.floor(s.createdAt / 1000),
          t.data ? JSON.stringify(t.data) : null,
          s.createdAt,
        ]),
      )
      if (transactions.length > 0) {
        await insertRows(
          tx,
          `INSERT INTO request_transactions (request_id, kind, chain_id, tx_hash, raw_tx, status, block_number, created_at, fee, fee_usd,
             block_timestamp, tx_data, details_at)`,
          transactions,
        )
      }
      await insertRows(
        tx,
        'INSERT INTO request_status_history (request_id, status, fail_reason, refund_fail_reason, tx_hash, at)',
        batch.flatMap((s) =>
          historyOf(s).map((h) => [
            s.id.toLowerCase(),
            h.status,
            h.failReason ?? (h.status === 'failure' || h.status === 'refund' ? (s.failReason ?? 'UNKNOWN') : 'N/A'),
            h.refundFailReason ?? 'N/A',
            h.txHash?.toLowerCase() ?? null,
            h.at,
          ]),
        ),
      )
    })
  }
}

function historyOf(seed: SeedRequest): SeedHistoryEntry[] {
  if (seed.history && seed.history.length > 0) return seed.history
  const at = seed.updatedAt ?? seed.createdAt
  return seed.status === 'waiting'
    ? [{ status: 'waiting', at: seed.createdAt }]
    : [
        { status: 'waiting', at: seed.createdAt },
        { status: seed.status, at },
      ]
}

async function insertRows(
  tx: { query: DevnetStore['database']['query'] },
  head: string,
  rows: unknown[][],
): Promise<void> {
  if (rows.length === 0) return
  const params: unknown[] = []
  const values = rows.map((row) => `(${row.map((value) => `$${params.push(value)}`).join(',')})`)
  await tx.query(`${head} VALUES ${values.join(',')}`, params)
}
