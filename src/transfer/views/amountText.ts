import type { CurrencyAmount } from '../../api/schemas/currency'
import { formatAmount } from '../../lib/amounts'

/** Decimals shown for an amount of a request (its page, where the money is), as the form's summary has them. */
export const SHOWN_FRACTION_DIGITS = 6

/**
 * An amount of a request record as a person reads it: "0.5 ETH". With
 * `fractionDigits`, rounded to that many decimals from the exact amount (as
 * the form shows amounts); without, as the service wrote it (exact, for support).
 */
export function amountText(amount: CurrencyAmount | undefined, fractionDigits?: number): string | undefined {
  if (!amount) return undefined
  const symbol = amount.currency?.symbol ?? ''
  const exact = amount.currency && /^\d+$/.test(amount.amount)
  const value =
    exact && (fractionDigits !== undefined || !amount.amountFormatted)
      ? formatAmount(BigInt(amount.amount), amount.currency!.decimals, fractionDigits)
      : (amount.amountFormatted ?? amount.amount)
  return `${value} ${symbol}`.trim()
}
