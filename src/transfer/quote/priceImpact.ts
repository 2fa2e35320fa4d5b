import type { QuoteResponse } from '../../api/schemas/quote'

export type ImpactLevel = 'none' | 'warn' | 'confirm'

/** At or above this loss the summary warns. */
export const WARN_IMPACT_PERCENT = 3
/** At or above this loss the person must confirm before signing. */
export const CONFIRM_IMPACT_PERCENT = 10

/** The total price impact as a loss in percent (positive = worse), if the quote says. */
export function impactPercent(quote: QuoteResponse): number | undefined {
  const raw = quote.details.totalImpact?.percent
  if (raw === undefined) return undefined
  const n = Number(raw)
  // The service reports impact as a negative percentage when value is lost.
  return Number.isFinite(n) ? -n : undefined
}

export function impactLevel(quote: QuoteResponse): ImpactLevel {
  const loss = impactPercent(quote)
  if (loss === undefined || loss < WARN_IMPACT_PERCENT) return 'none'
  return loss >= CONFIRM_IMPACT_PERCENT ? 'confirm' : 'warn'
}
