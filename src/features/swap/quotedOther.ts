import type { QuoteResponse } from '../../api/schemas/quote'
import { toDecimalString } from '../../lib/amounts'

/**
 * The amount the person did not type, as the quote has it: what they receive
 * when they typed what they pay, and the other way round; '' with no quote.
 */
export function quotedOther(quote: Pick<QuoteResponse, 'details'> | undefined, edited: 'pay' | 'receive'): string {
  if (!quote) return ''
  const side = edited === 'pay' ? quote.details.currencyOut : quote.details.currencyIn
  const decimals = side?.currency?.decimals
  return side && decimals !== undefined ? toDecimalString(BigInt(side.amount), decimals) : ''
}
