import type { RequestStatus } from '../../src/api/schemas'
import type { NewFeeSponsorship } from './SponsorsTable'

/** A request as a quote (or a deposit without one) creates it. */
export interface NewRequest {
  id: string
  apiKey: string | null
  operation: string
  tradeType: string
  user: string
  recipient: string
  refundTo: string | null
  referrer: string | null
  originChainId: number
  destinationChainId: number
  currencyIn: { address: string; symbol: string }
  currencyOut: { address: string; symbol: string }
  amountIn: bigint
  amountOut: bigint
  amountInUsd: string
  /** Unix seconds, compared with the deposit's block timestamp. */
  deadline: number
  quoteRequest: unknown
  quoteResponse: unknown
  /** What the solver must deliver and re-validate (orders/FillPlan.ts), as JSON. */
  fillPlan?: unknown
  /** Set on a request derived from another one's deposit (a second deposit: DOUBLE_SPEND). */
  parentRequestId?: string | null
  /** A gasless deposit's authorization (`usePermit`, orders/GaslessPermit.ts), as JSON; null otherwise. */
  permit?: unknown
  /** Fees the quote moved to the API key's sponsor, charged at fill time (fee_sponsorships). */
  feeSponsorship?: NewFeeSponsorship
}

export interface RequestRecord extends NewRequest {
  status: RequestStatus
  failReason: string
  refundFailReason: string
  createdAt: number
  updatedAt: number
  fillPlan: unknown
  parentRequestId: string | null
  /** The status endpoint's `details`: context of a failure (failed call data, decoded revert), or null. */
  details: unknown
  /** When the payouts after a fill (app fees, excess refund) were done; null before. */
  settledAt: number | null
  permit: unknown
  /** A fast fill's state (`POST /fast-fill`): `outstanding` until the request's deposit is counted; null without one. */
  fastFill: 'outstanding' | 'cleared' | null
}

/** A row as written: live requests start `waiting`; seeded ones are written as they ended. */
export interface RequestInsert extends NewRequest {
  status: RequestStatus
  failReason: string
  refundFailReason: string
  createdAt: number
  updatedAt: number
  /** The depositor of a deposit-address request (live rows get it from their deposit, by trigger). */
  depositor: string | null
  details: unknown
}

/** The `requests` table, every column (migrations 1-3; the generated and trigger-kept ones included). */
export interface RequestRow {
  id: string
  api_key: string | null
  operation: string
  trade_type: string
  user_address: string
  recipient: string
  refund_to: string | null
  referrer: string | null
  origin_chain_id: number
  destination_chain_id: number
  currency_in_address: string
  currency_in_symbol: string
  currency_out_address: string
  currency_out_symbol: string
  amount_in: string
  amount_out: string
  amount_in_usd: string
  deadline: number
  quote_request: unknown
  quote_response: unknown
  status: RequestStatus
  fail_reason: string
  refund_fail_reason: string
  created_at: number
  updated_at: number
  request_type: string
  order_id: string
  deposit_address: string | null
  app_fees_usd: string
  features: string[]
  parent_request_id: string | null
  depositor: string | null
  deposit_block: number | null
  fill_block: number | null
  refund_block: number | null
  deposited_at: number | null
  /** Read as text (`::text`): seconds with a fraction. */
  fill_time_seconds: string | null
  fill_plan: unknown
  /** Status details of a failure (migration 3): failed call data, decoded revert, ... */
  details: unknown
  settled_at: number | null
  /** Migration 5: the gasless deposit's authorization and, once posted, its signature. */
  permit: unknown
  /** Record rows only (migration 5): the live deposit address's `open`/`strict` and recovery address. */
  deposit_address_type?: string | null
  recovery_address?: string | null
  /** Migration 11: a fast fill's API key, what it fronted (USD micro-units), its state and when it was asked. */
  fast_fill_api_key?: string | null
  fast_fill_usd_micros?: string | null
  fast_fill_state?: 'outstanding' | 'cleared' | null
  fast_filled_at?: number | null
}

/** What a compare-and-set of the status wrote. */
export interface StatusUpdate {
  failReason: string
  refundFailReason: string
  originChainId: number
  destinationChainId: number
}

export function toRequestRecord(row: RequestRow): RequestRecord {
  return {
    id: row.id,
    apiKey: row.api_key,
    operation: row.operation,
    tradeType: row.trade_type,
    user: row.user_address,
    recipient: row.recipient,
    refundTo: row.refund_to,
    referrer: row.referrer,
    originChainId: row.origin_chain_id,
    destinationChainId: row.destination_chain_id,
    currencyIn: { address: row.currency_in_address, symbol: row.currency_in_symbol },
    currencyOut: { address: row.currency_out_address, symbol: row.currency_out_symbol },
    amountIn: BigInt(row.amount_in),
    amountOut: BigInt(row.amount_out),
    amountInUsd: row.amount_in_usd,
    deadline: Number(row.deadline),
    quoteRequest: row.quote_request,
    quoteResponse: row.quote_response,
    status: row.status,
    failReason: row.fail_reason,
    refundFailReason: row.refund_fail_reason,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    fillPlan: row.fill_plan ?? null,
    parentRequestId: row.parent_request_id ?? null,
    details: row.details ?? null,
    settledAt: row.settled_at === null || row.settled_at === undefined ? null : Number(row.settled_at),
    permit: row.permit ?? null,
    fastFill: row.fast_fill_state ?? null,
  }
}
