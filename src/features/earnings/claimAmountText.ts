import { t } from '@lingui/core/macro'
import type { AppFeeClaimEntry } from '../../api/schemas/appFees'
import { formatAmount } from '../../lib/amounts'

/** A claim's amount in words ("2.5 USDC"); the service's own formatting when the currency is not readable. */
export function claimAmountText(entry: AppFeeClaimEntry): string {
  const amount = entry.currency
  if (!amount) return t({ id: 'earnings.claimAmount.unknown', message: 'an amount the service did not say' })
  if (!amount.currency || !/^\d+$/.test(amount.amount)) {
    const units = amount.amount
    return (
      amount.amountFormatted ?? t({ id: 'earnings.claimAmount.smallestUnits', message: `${units} (smallest units)` })
    )
  }
  return `${formatAmount(BigInt(amount.amount), amount.currency.decimals)} ${amount.currency.symbol}`
}
