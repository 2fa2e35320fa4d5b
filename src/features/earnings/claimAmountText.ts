import type { AppFeeClaimEntry } from '../../api/schemas/appFees'
import { formatAmount } from '../../lib/amounts'

/** A claim's amount in words ("2.5 USDC"); the service's own formatting when the currency is not readable. */
export function claimAmountText(entry: AppFeeClaimEntry): string {
  const amount = entry.currency
  if (!amount) return 'an amount the service did not say'
  if (!amount.currency || !/^\d+$/.test(amount.amount))
    return amount.amountFormatted ?? `${amount.amount} (smallest units)`
  return `${formatAmount(BigInt(amount.amount), amount.currency.decimals)} ${amount.currency.symbol}`
}
