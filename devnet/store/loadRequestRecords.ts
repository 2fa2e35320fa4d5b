import type { PGlite } from '@electric-sql/pglite'
import type {
  QuoteRequest,
  QuoteResponse,
  RequestRecord as RequestRecordWire,
  RequestStatus,
  RequestTransactionEntry,
} from '../../src/api/schemas'
import { REQUEST_TYPES } from '../../src/api/schemas'
import { type AppFeePayout, buildAppFees } from './buildAppFees'
import { buildFeeSponsorship } from './buildFeeSponsorship'

export interface LoadRequestRecordsOptions {
  /** The key of the caller; with `includeAuthenticatedData`, its own requests carry `data.referrer` and `data.quoteRequest`. */
  apiKey?: string | null
  includeAuthenticatedData?: boolean
}

/**
 * Section 2.5 request records for `ids`, in that order (unknown ids are
 * skipped): the stored request, its transactions as mined (fee, block, block
 * time, read from the chain once), and its status history. Four queries
 * whatever the page size.
 */
export async function loadRequestRecords(
  db: PGlite,
  ids: readonly string[],
  options: LoadRequestRecordsOptions = {},
): Promise<RequestRecordWire[]> {
  if (ids.length === 0) return []
  const [requests, transactions, history, payouts] = await Promise.all([
    db.query<RequestRow>(`SELECT ${REQUEST_COLUMNS} FROM requests WHERE id = ANY($1)`, [ids]),
    db.query<TransactionRow>(
      `SELECT request_id, kind, chain_id, tx_hash, status, block_number, fee::text AS fee, fee_usd::text AS fee_usd, block_timestamp, tx_data, created_at
       FROM request_transactions WHERE request_id = ANY($1) ORDER BY created_at, kind`,
      [ids],
    ),
    db.query<HistoryRow>(
      'SELECT request_id, status, fail_reason, refund_fail_reason, tx_hash, at FROM request_status_history WHERE request_id = ANY($1) ORDER BY seq',
      [ids],
    ),
    db.query<PayoutRow>(
      `SELECT request_id, seq, recipient, amount::text AS amount, tx_hash, status FROM solver_payouts
       WHERE request_id = ANY($1) AND kind = 'app_fee' ORDER BY seq, created_at`,
      [ids],
    ),
  ])
  const byRequest = <T extends { request_id: string }>(rows: T[]) => {
    const map = new Map<string, T[]>()
    for (const row of rows) {
      const list = map.get(row.request_id)
      if (list) list.push(row)
      else map.set(row.request_id, [row])
    }
    return map
  }
  const txs = byRequest(transactions.rows)
  const histories = byRequest(history.rows)
  const appFeePayouts = byRequest(payouts.rows)
  const rows = new Map(requests.rows.map((r) => [r.id, r]))
  return ids.flatMap((id) => {
    const row = rows.get(id)
    return row ? [toRecord(row, txs.get(id) ?? [], histories.get(id) ?? [], appFeePayouts.get(id) ?? [], options)] : []
  })
}

const REQUEST_COLUMNS = `id, api_key, operation, request_type, trade_type, user_address, recipient, refund_to, referrer, origin_chain_id,
  destination_chain_id, quote_request, quote_response, status, fail_reason, refund_fail_reason, created_at, updated_at,
  deposit_address, depositor, parent_request_id, fill_time_seconds::text AS fill_time_seconds, details`

interface RequestRow {
  id: string
  api_key: string | null
  operation: string
  request_type: string
  trade_type: string
  user_address: string
  recipient: string
  refund_to: string | null
  referrer: string | null
  origin_chain_id: number
  destination_chain_id: number
  quote_request: Partial<QuoteRequest> & Record<string, unknown>
  quote_response: Partial<QuoteResponse>
  status: RequestStatus
  fail_reason: string
  refund_fail_reason: string
  created_at: number
  updated_at: number
  deposit_address: string | null
  depositor: string | null
  parent_request_id: string | null
  fill_time_seconds: string | null
  /** Status details of a failure (migration 3): failed call data, decoded revert, ... */
  details: { failedCallData?: { from: string; to: string; data: string; value: string } } | null
}

interface PayoutRow {
  request_id: string
  seq: number
  recipient: string
  amount: string
  tx_hash: string
  status: AppFeePayout['status']
}

interface TransactionRow {
  request_id: string
  kind: string
  chain_id: number
  tx_hash: string
  status: string
  block_number: number | null
  fee: string | null
  fee_usd: string | null
  block_timestamp: number | null
  tx_data: { from?: string; to?: string | null; data?: string; value?: string } | null
  created_at: number
}

interface HistoryRow {
  request_id: string
  status: RequestStatus
  fail_reason: string
  refund_fail_reason: string
  tx_hash: string | null
  at: number
}

const FAILURE_LIKE: readonly RequestStatus[] = ['failure', 'refund', 'fallback']

/** Section 7.3. */
function failReasonFor(status: RequestStatus, recorded: string): string {
  if (!FAILURE_LIKE.includes(status)) return 'N/A'
  return recorded && recorded !== 'N/A' ? recorded : 'UNKNOWN'
}

function toRecord(
  row: RequestRow,
  transactions: TransactionRow[],
  history: HistoryRow[],
  payouts: PayoutRow[],
  options: LoadRequestRecordsOptions,
): RequestRecordWire {
  const quote = row.quote_response ?? {}
  const request = row.quote_request ?? {}
  // Only mined transactions are entries (the interface has no pending status for them).
  const mined = transactions.filter(
    (t) => t.block_number !== null && (t.status === 'success' || t.status === 'failure'),
  )
  const entry = (t: TransactionRow): RequestTransactionEntry => ({
    txHash: t.tx_hash,
    hash: t.tx_hash,
    fee: t.fee ?? '0',
    feeUsd: t.fee_usd ?? '0',
    block: Number(t.block_number),
    type: 'onchain',
    chainId: t.chain_id,
    timestamp: t.block_timestamp === null ? null : Number(t.block_timestamp),
    status: t.status,
    data: t.tx_data,
    stateChanges: null,
    kind: t.kind,
  })
  const failed = mined.filter((t) => t.status === 'failure').at(-1)
  const deposit = transactions.find((t) => t.kind === 'deposit')
  const details = quote.details ?? {}
  const requestType = REQUEST_TYPES.find((t) => t.toLowerCase() === row.request_type) ?? row.request_type

  const data: RequestRecordWire['data'] = {
    slippageTolerance: slippageBps(request, quote),
    failReason: failReasonFor(row.status, row.fail_reason),
    refundFailReason: row.refund_fail_reason || 'N/A',
    ...(failed && { failedTxHash: failed.tx_hash, failedTxBlockNumber: Number(failed.block_number) }),
    // The solver's decoded revert names the exact call that failed (an inner call of the router); else the failed transaction itself.
    ...(row.details?.failedCallData
      ? { failedCallData: row.details.failedCallData }
      : failed && {
          failedCallData: {
            from: failed.tx_data?.from ?? '',
            to: failed.tx_data?.to ?? '',
            data: failed.tx_data?.data ?? '0x',
            value: failed.tx_data?.value ?? '0',
          },
        }),
    usesExternalLiquidity: false,
    timeEstimate: typeof details.timeEstimate === 'number' ? details.timeEstimate : null,
    triggeredByFastFill: false,
    inTxs: mined.filter((t) => t.kind === 'deposit').map(entry),
    outTxs: mined.filter((t) => t.kind !== 'deposit').map(entry),
    appFees: buildAppFees(
      request,
      quote,
      row.status,
      payouts.map((p) => ({
        seq: p.seq,
        recipient: p.recipient,
        amount: BigInt(p.amount),
        txHash: p.tx_hash,
        status: p.status,
      })),
    ),
    feeSponsorship: buildFeeSponsorship(quote, row.status),
    requestType,
    operation: row.operation,
    tradeType: row.trade_type,
    metadata: {
      sender: row.user_address,
      recipient: row.recipient,
      currencyIn: details.currencyIn,
      currencyOut: details.currencyOut,
      rate: details.rate,
    },
    statusHistory: history.map((h) => ({
      status: h.status,
      failReason: h.fail_reason,
      refundFailReason: h.refund_fail_reason,
      txHash: h.tx_hash,
      timestamp: Number(h.at),
    })),
    fillTime: row.fill_time_seconds === null ? null : Number(row.fill_time_seconds),
    parentRequestId: row.parent_request_id,
    /** The status endpoint's `details` (decoded revert and the like), null when there are none. */
    details: row.details ?? null,
  }
  if (options.includeAuthenticatedData && options.apiKey && row.api_key === options.apiKey) {
    data.referrer = row.referrer
    data.quoteRequest = request
  }
  return {
    id: row.id,
    status: row.status,
    user: row.user_address,
    recipient: row.recipient,
    sender: row.user_address,
    refundTo: row.refund_to,
    supersededByRequestId: null,
    depositAddress: row.deposit_address
      ? {
          address: row.deposit_address,
          type: 'strict',
          depositor: row.depositor,
          depositTxHash: deposit?.tx_hash ?? null,
          recoveryAddress: null,
        }
      : null,
    data,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    updatedAt: new Date(Number(row.updated_at)).toISOString(),
  }
}

/** Basis points as a string: the requested tolerance, else the quote's origin percent. */
function slippageBps(request: Partial<QuoteRequest>, quote: Partial<QuoteResponse>): string {
  if (request.slippageTolerance !== undefined) return request.slippageTolerance
  const percent = Number(quote.details?.slippageTolerance?.origin?.percent)
  return Number.isFinite(percent) ? String(Math.round(percent * 100)) : '0'
}
