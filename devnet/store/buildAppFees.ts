import { formatUnits } from 'viem'
import type { AppFeeEntry, QuoteRequest, QuoteResponse, RequestStatus } from '../../src/api/schemas'
import { decimalUsd } from './decimalUsd'

export interface AppFees {
  [key: string]: unknown
  quoted: AppFeeEntry[]
  actual: AppFeeEntry[]
  currency: NonNullable<NonNullable<QuoteResponse['fees']['app']>['currency']> | null
}

/**
 * Section 2.5 `appFees`: one entry per `appFees` recipient of the quote
 * request. Each fee is bps of the amount typed, rounded up (the quote maths);
 * when those do not add up to the quoted total (another operation priced it
 * differently) the total is split by bps instead. `actual` is what the app
 * earned: the quoted fees once filled, nothing otherwise.
 */
export function buildAppFees(request: Partial<QuoteRequest> | undefined, quote: Partial<QuoteResponse> | undefined, status: RequestStatus): AppFees {
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
  const quoted: AppFeeEntry[] = requested.map((f, i) => {
    const amount = amounts[i]!
    return {
      recipient: f.recipient,
      bps: f.bps.toString(),
      amount: amount.toString(),
      amountFormatted: formatUnits(amount, decimals),
      amountUsd: decimalUsd.fromMicros(total === 0n ? 0n : (totalUsd * amount) / total),
    }
  })
  return { quoted, actual: status === 'success' ? quoted : [], currency }
}
