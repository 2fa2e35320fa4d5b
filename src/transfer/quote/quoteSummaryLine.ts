import type { QuoteResponse } from '../../api/schemas/quote'
import { formatReadableAmount } from '../../lib/amounts'

type CurrencyAmount = QuoteResponse['details']['currencyIn']

/** "0.4991 ETH", or "?" when the service left the currency out. */
export function formatCurrencyAmount(side: CurrencyAmount): string {
  return side?.currency
    ? `${formatReadableAmount(BigInt(side.amount), side.currency.decimals)} ${side.currency.symbol}`
    : '?'
}

/** "0.5 ETH → 0.4991 ETH": remembered with a transfer for lists and the resume notice, and told to an embed's host. */
export function quoteSummaryLine(quote: QuoteResponse): string {
  return `${formatCurrencyAmount(quote.details.currencyIn)} → ${formatCurrencyAmount(quote.details.currencyOut)}`
}
