import { t } from '@lingui/core/macro'
import type { QuoteResponse } from '../../api/schemas/quote'
import { useTokenPrices } from '../../api/useTokenPrices'
import type { Token } from '../../config/token'
import { formatReadableAmount, parseAmount } from '../../lib/amounts'
import { amountWithSymbol } from '../../lib/format'
import { estimateOther } from './estimateOther'
import type { SwapFormValues } from './swapModes'

/** An estimate as the page shows it, and as a screen reader says it. */
export type AmountEstimate = { shown: string; spoken: string }

/**
 * The estimate of the amount the person did not type, from the tokens' USD
 * prices (cached, a minute fresh; asked once an amount is typed), shown at
 * once while the executable quote is on its way: marked as an estimate, and
 * gone as soon as the quote for what the form says is there. Nothing is
 * signed from it.
 */
export function useAmountEstimate(args: {
  baseUrl: string
  values: Pick<SwapFormValues, 'edited' | 'payText' | 'receiveText'>
  origin: Token | undefined
  destination: Token | undefined
  quote: QuoteResponse | undefined
}): { pay: AmountEstimate | undefined; receive: AmountEstimate | undefined } {
  const { values, origin, destination } = args
  const [typedToken, otherToken] = values.edited === 'pay' ? [origin, destination] : [destination, origin]
  const parsed = typedToken
    ? parseAmount(values.edited === 'pay' ? values.payText : values.receiveText, typedToken.decimals)
    : undefined
  const amount = parsed?.ok ? parsed.value : 0n
  const asked = amount > 0n && typedToken && otherToken ? [typedToken, otherToken] : []
  const [typedPrice, otherPrice] = useTokenPrices({ baseUrl: args.baseUrl, tokens: asked })
  if (args.quote || !typedToken || !otherToken) return { pay: undefined, receive: undefined }
  const value = estimateOther({
    amount,
    from: { decimals: typedToken.decimals, price: typedPrice },
    to: { decimals: otherToken.decimals, price: otherPrice },
  })
  if (value === undefined) return { pay: undefined, receive: undefined }
  const amountText = formatReadableAmount(value, otherToken.decimals)
  const symbol = otherToken.symbol
  // Whole in right-to-left text: "≈ 0.5 ETH (تقدير)", not "ETH 0.5".
  const amountShown = amountWithSymbol(amountText, symbol)
  const estimate = {
    shown: t({ id: 'swap.estimate.shown', message: `≈ ${amountShown} (estimate)` }),
    spoken: t({
      id: 'swap.estimate.spoken',
      message: `Estimate from current prices, not a quote: about ${amountText} ${symbol}`,
    }),
  }
  return values.edited === 'pay' ? { pay: undefined, receive: estimate } : { pay: estimate, receive: undefined }
}
