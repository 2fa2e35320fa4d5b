import { formatUnits } from 'viem'
import type { AppFeeEntry, QuoteRequest, RequestStatus } from '../../src/api/schemas'
import type { DevnetQuote } from '../service/quote/devnetQuote'
import { decimalUsd } from './decimalUsd'

export interface AppFees {
  [key: string]: unknown
  quoted: AppFeeEntry[]
  actual: AppFeeEntry[]
  currency: NonNullable<NonNullable<DevnetQuote['fees']['app']>['currency']> | null
}

/** An app-fee payout the solver made after the fill (`solver_payouts`). */
export interface AppFeePayout {
  /** Index into the quote request's `appFees`. */
  seq: number
  recipient: string
  amount: bigint
  txHash: string
  status: 'pending' | 'success' | 'failure'
}

/**
 * Section 2.5 `appFees`: one entry per `appFees` recipient of the quote
 * request. Each fee is bps of the amount typed, rounded up (the quote maths);
 * when those do not add up to the quoted total (another operation priced it
 * differently) the total is split by bps instead. `actual` is what the app
 * got: once filled, each fee as the solver paid it out, or as quoted while
 * that payout is still to come, each priced in USD (`quoted` entries are not,
 * as in the description); nothing when the request was not filled.
 */
export function buildAppFees(
  request: Partial<QuoteRequest> | undefined,
  quote: Partial<DevnetQuote> | undefined,
  status: RequestStatus,
  payouts: readonly AppFeePayout[] = [],
): AppFees {
  const app = quote?.fees?.app
  const currency = app?.currency ?? null
  const requested = (request?.appFees ?? []).map((f) => ({ recipient: f.recipient, bps: BigInt(f.fee) }))
  const total = BigInt(app?.amount ?? '0')
  if (requested.length === 0) return { quoted: [], actual: [], currency }

  const typed = BigInt(request?.amount ?? '0')
  let amounts = requested.map((f) => (typed * f.bps + 9_999n) / 10_000n)
  if (amounts.reduce((a, b) => a + b, 0n) !== total) {
    const bpsTotal = requested.reduce((a, f) => a + f.bps, 0n)
    amounts = requested.map((f) => (bpsTotal === 0n ? 0n : (total * f.bps) / bpsTotal))
    const remainder = total - amounts.reduce((a, b) => a + b, 0n)
    if (amounts.length > 0) amounts[amounts.length - 1]! += remainder
  }
  const decimals = currency?.decimals ?? 18
  const totalUsd = decimalUsd.toMicros(app?.amountUsd)
  const usdOf = (amount: bigint) => decimalUsd.fromMicros(total === 0n ? 0n : (totalUsd * amount) / total)
  // The description's quoted entries carry no USD value; the actual ones do.
  const quoted: AppFeeEntry[] = requested.map((f, i) => {
    const amount = amounts[i]!
    return {
      recipient: f.recipient,
      bps: f.bps.toString(),
      amount: amount.toString(),
      amountFormatted: formatUnits(amount, decimals),
    }
  })
  if (status !== 'success') return { quoted, actual: [], currency }
  // Each fee as paid, or as quoted while its payout is still to come (the payout's transaction is the solver's own
  // record: the description's entry has no hash).
  const actual = quoted.map((fee, seq) => {
    const paid = payouts.find((p) => p.seq === seq && p.status === 'success')
    if (!paid) return { ...fee, amountUsd: usdOf(BigInt(fee.amount)) }
    return {
      recipient: paid.recipient,
      bps: fee.bps,
      amount: paid.amount.toString(),
      amountFormatted: formatUnits(paid.amount, decimals),
      amountUsd: usdOf(paid.amount),
    }
  })
  return { quoted, actual, currency }
}
