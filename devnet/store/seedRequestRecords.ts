import type { RequestStatus } from '../../src/api/schemas'
import type { DevnetStore, FinishedRecord } from './DevnetStore'
import type { TransactionKind } from './TransactionsTable'
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
  for (let start = 0; start < seeds.length; start += ROWS_PER_STATEMENT) {
    await store.insertFinishedRecords(seeds.slice(start, start + ROWS_PER_STATEMENT).map(toFinishedRecord))
  }
}

function toFinishedRecord(s: SeedRequest): FinishedRecord {
  const history = historyOf(s)
  return {
    request: {
      id: s.id,
      apiKey: s.apiKey ?? null,
      operation: s.operation ?? 'bridge',
      tradeType: s.tradeType ?? 'EXACT_INPUT',
      user: s.user,
      recipient: s.recipient ?? s.user,
      refundTo: s.refundTo ?? null,
      referrer: s.referrer ?? null,
      originChainId: s.originChainId,
      destinationChainId: s.destinationChainId,
      currencyIn: s.currencyIn,
      currencyOut: s.currencyOut,
      amountIn: s.amountIn ?? 1n,
      amountOut: s.amountOut ?? s.amountIn ?? 1n,
      amountInUsd: s.amountInUsd,
      deadline: Math.floor(s.createdAt / 1000) + 600,
      quoteRequest: s.quoteRequest ?? {},
      quoteResponse: s.quoteResponse ?? { protocol: { v2: { orderId: s.id } } },
      status: s.status,
      failReason: s.failReason ?? 'N/A',
      refundFailReason: s.refundFailReason ?? 'N/A',
      createdAt: s.createdAt,
      updatedAt: s.updatedAt ?? history.at(-1)!.at,
      parentRequestId: s.parentRequestId ?? null,
      depositor: s.depositor ?? null,
      details: s.details,
    },
    transactions: (s.transactions ?? []).map((t, i) => ({
      requestId: s.id,
      kind: t.kind,
      chainId: t.chainId,
      txHash: t.txHash,
      rawTx: null,
      status: t.status,
      blockNumber: t.blockNumber,
      createdAt: s.createdAt + i,
      details: {
        fee: t.fee ?? 21_000n * 10n ** 9n,
        feeUsd: t.feeUsd ?? '0.063',
        blockTimestamp: t.blockTimestamp ?? Math.floor(s.createdAt / 1000),
        txData: t.data ?? null,
      },
      detailsAt: s.createdAt,
    })),
    history: history.map((h) => ({
      requestId: s.id,
      status: h.status,
      failReason:
        h.failReason ?? (h.status === 'failure' || h.status === 'refund' ? (s.failReason ?? 'UNKNOWN') : 'N/A'),
      refundFailReason: h.refundFailReason ?? 'N/A',
      txHash: h.txHash ?? null,
      at: h.at,
    })),
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
