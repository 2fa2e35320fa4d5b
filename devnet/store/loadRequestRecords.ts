import type {
  QuoteRequest,
  RequestRecordBody as RequestRecordWire,
  RequestStatus,
  RequestTransactionEntryBody,
} from '../../src/api/schemas'
import { REQUEST_TYPES } from '../../src/api/schemas'
import type { DevnetQuote } from '../service/quote/devnetQuote'
import { buildAppFees } from './buildAppFees'
import { buildFeeSponsorship } from './buildFeeSponsorship'
import { type AppFeePayoutRow, PayoutsTable } from './PayoutsTable'
import type { Queryable } from './Queryable'
import { RequestsTable } from './RequestsTable'
import type { RequestRow } from './requestRecord'
import { type TransactionRow, TransactionsTable } from './TransactionsTable'

export interface LoadRequestRecordsOptions {
  /** The key of the caller; with `includeAuthenticatedData`, its own requests carry `data.referrer` and `data.quoteRequest`. */
  apiKey?: string | null
  includeAuthenticatedData?: boolean
}

/**
 * Section 2.5 request records for `ids`, in that order (unknown ids are
 * skipped): the stored request, its transactions as mined (fee, block, block
 * time, read from the chain once) and its app-fee payouts, in the public
 * shape (no status history: the description's record has none; the admin
 * API's `GET /devnet/requests/:id` has it). Three queries whatever the page size.
 */
export async function loadRequestRecords(
  db: Queryable,
  ids: readonly string[],
  options: LoadRequestRecordsOptions = {},
): Promise<RequestRecordWire[]> {
  if (ids.length === 0) return []
  const [requests, transactions, payouts] = await Promise.all([
    new RequestsTable(db).listRecordRows(ids),
    new TransactionsTable(db).listRows(ids),
    new PayoutsTable(db).listAppFeeRows(ids),
  ])
  const txs = groupByRequest(transactions)
  const appFeePayouts = groupByRequest(payouts)
  const rows = new Map(requests.map((r) => [r.id, r]))
  return ids.flatMap((id) => {
    const row = rows.get(id)
    return row ? [toRecord(row, txs.get(id) ?? [], appFeePayouts.get(id) ?? [], options)] : []
  })
}

function groupByRequest<T extends { request_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>()
  for (const row of rows) {
    const list = map.get(row.request_id)
    if (list) list.push(row)
    else map.set(row.request_id, [row])
  }
  return map
}

/** Status details of a failure (migration 3) as records read them. */
interface RecordDetails {
  failedCallData?: { from: string; to: string; data: string; value: string }
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
  payouts: AppFeePayoutRow[],
  options: LoadRequestRecordsOptions,
): RequestRecordWire {
  const quote = (row.quote_response ?? {}) as Partial<DevnetQuote>
  const request = (row.quote_request ?? {}) as Partial<QuoteRequest> & Record<string, unknown>
  const details = (row.details ?? null) as RecordDetails | null
  // Only mined transactions are entries (the interface has no pending status for them).
  const mined = transactions.filter(
    (t) => t.block_number !== null && (t.status === 'success' || t.status === 'failure'),
  )
  const entry = (t: TransactionRow): RequestTransactionEntryBody => ({
    txHash: t.tx_hash,
    fee: t.fee ?? '0',
    feeUsd: t.fee_usd ?? '0',
    block: Number(t.block_number),
    type: 'onchain',
    chainId: t.chain_id,
    timestamp: t.block_timestamp === null ? null : Number(t.block_timestamp),
    status: t.status,
    data: t.tx_data,
    stateChanges: null,
  })
  const failed = mined.filter((t) => t.status === 'failure').at(-1)
  const deposit = transactions.find((t) => t.kind === 'deposit')
  const quoted = quote.details ?? {}
  const requestType = REQUEST_TYPES.find((t) => t.toLowerCase() === row.request_type) ?? row.request_type

  const data: RequestRecordWire['data'] = {
    slippageTolerance: slippageBps(request, quote),
    failReason: failReasonFor(row.status, row.fail_reason),
    // Section 2.5: an enum of section 7.2, nullable (`N/A` is the status endpoint's and the webhooks' word alone).
    refundFailReason: row.refund_fail_reason && row.refund_fail_reason !== 'N/A' ? row.refund_fail_reason : null,
    ...(failed && { failedTxHash: failed.tx_hash, failedTxBlockNumber: Number(failed.block_number) }),
    // The solver's decoded revert names the exact call that failed (an inner call of the router); else the failed transaction itself.
    ...(details?.failedCallData
      ? { failedCallData: details.failedCallData }
      : failed && {
          failedCallData: {
            from: failed.tx_data?.from ?? '',
            to: failed.tx_data?.to ?? '',
            data: failed.tx_data?.data ?? '0x',
            value: failed.tx_data?.value ?? '0',
          },
        }),
    usesExternalLiquidity: false,
    timeEstimate: typeof quoted.timeEstimate === 'number' ? quoted.timeEstimate : null,
    // Asked by `POST /fast-fill`: the solver filled before the deposit had its confirmations.
    triggeredByFastFill: row.fast_filled_at != null,
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
    // The public record's amounts: the route by side (no `metadata`, which `/requests/v3` does not have). The devnet
    // routes through its own pools in one hop per side, so the quote's input is the origin's and its output the
    // destination's.
    route: {
      quoted: {
        origin: quoted.currencyIn ? { inputCurrency: quoted.currencyIn } : null,
        destination: quoted.currencyOut ? { outputCurrency: quoted.currencyOut } : null,
      },
      actual: null,
    },
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
    supersededByRequestId: row.superseded_by_request_id ?? null,
    // Beside `data`, where the description has it.
    requestType,
    depositAddress: row.deposit_address
      ? {
          address: row.deposit_address,
          type: row.deposit_address_type ?? 'strict',
          depositor: row.depositor,
          depositTxHash: deposit?.tx_hash ?? null,
          recoveryAddress: row.recovery_address ?? null,
        }
      : null,
    data,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    updatedAt: new Date(Number(row.updated_at)).toISOString(),
  }
}

/** Basis points as a string: the requested tolerance, else the quote's origin percent. */
function slippageBps(request: Partial<QuoteRequest>, quote: Partial<DevnetQuote>): string {
  if (request.slippageTolerance !== undefined) return request.slippageTolerance
  const percent = Number(quote.details?.slippageTolerance?.origin?.percent)
  return Number.isFinite(percent) ? String(Math.round(percent * 100)) : '0'
}
