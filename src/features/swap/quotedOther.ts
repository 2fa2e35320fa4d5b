import type { QuoteResponse } from '../../api/schemas/quote'
import { toDecimalString } from '../../lib/amounts'
import { significantDecimal } from '../../lib/format'

/**
 * The amount the person did not type, as the quote has it: what they receive
 * when they typed what they pay, and the other way round; '' with no quote. What they receive is cut to 6
 * significant digits ("0.499728", never more than arrives; the summary has every digit on hover); what they pay is
 * kept whole, as a shortened figure would read as less than what leaves.
 */
export function quotedOther(quote: Pick<QuoteResponse, 'details'> | undefined, edited: 'pay' | 'receive'): string {
  if (!quote) return ''
  const side = edited === 'pay' ? quote.details.currencyOut : quote.details.currencyIn
  const decimals = side?.currency?.decimals
  if (!side || decimals === undefined) return ''
  const decimal = toDecimalString(BigInt(side.amount), decimals)
  return edited === 'pay' ? significantDecimal(decimal) : decimal
}
