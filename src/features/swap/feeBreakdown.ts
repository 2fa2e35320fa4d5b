import { type CurrencyAmount, FEE_KEYS, type QuoteFees } from '../../api/schemas'

export type FeeKey = (typeof FEE_KEYS)[number]

/**
 * The fees of a quote as a person reads them: every component (the relayer
 * total left out, being the sum of relayer gas and service), their USD total,
 * what a sponsor pays of it (`subsidized`: the integrator's app pays those fees)
 * and what is left for the person. The site's own fee (`app`) is apart from
 * the rows, for the review to name it in plain sight; the total includes it.
 */
export function feeBreakdown(fees: QuoteFees): {
  rows: (readonly [FeeKey, CurrencyAmount])[]
  app: CurrencyAmount | undefined
  totalUsd: number
  sponsoredUsd: number
  youPayUsd: number
} {
  const rows = FEE_KEYS.map((key) => [key, fees[key]] as const).filter(
    (entry): entry is readonly [FeeKey, CurrencyAmount] => entry[1] !== undefined && entry[1].amount !== '0',
  )
  const usd = (fee: CurrencyAmount | undefined) => {
    const value = Number(fee?.amountUsd ?? 0)
    return Number.isFinite(value) && value > 0 ? value : 0
  }
  const totalUsd = rows
    .filter(([key]) => key !== 'relayer' && key !== 'subsidized')
    .reduce((sum, [, fee]) => sum + usd(fee), 0)
  const sponsoredUsd = Math.min(usd(fees.subsidized), totalUsd)
  return {
    rows: rows.filter(([key]) => key !== 'app'),
    app: rows.find(([key]) => key === 'app')?.[1],
    totalUsd,
    sponsoredUsd,
    youPayUsd: Math.max(0, totalUsd - sponsoredUsd),
  }
}
