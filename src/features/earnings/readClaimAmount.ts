import { t } from '@lingui/core/macro'
import { formatAmount, parseAmount } from '../../lib/amounts'
import { amountWithSymbol } from '../../lib/format'

/** What the amount field of a claim says: all of the balance, an amount to claim, or why it cannot be claimed. */
export type ClaimAmount =
  | { ok: true; all: true }
  | { ok: true; all: false; value: bigint }
  | { ok: false; message: string }

/**
 * Reads a claim's amount against the balance it comes from: "all" claims the
 * whole balance (the service takes what it holds then); a typed amount is in
 * the token's decimals, above 0 and not above the balance.
 */
export function readClaimAmount(args: {
  all: boolean
  text: string
  balance: bigint
  decimals: number
  symbol: string
}): ClaimAmount {
  if (args.balance <= 0n)
    return {
      ok: false,
      message: t({ id: 'earnings.claimAmount.nothing', message: 'Nothing to claim in this currency.' }),
    }
  if (args.all) return { ok: true, all: true }
  const parsed = parseAmount(args.text, args.decimals)
  if (!parsed.ok) return { ok: false, message: parsed.message }
  if (parsed.value === 0n)
    return { ok: false, message: t({ id: 'earnings.claimAmount.zero', message: 'Enter an amount above 0' }) }
  if (parsed.value > args.balance) {
    const maxShown = amountWithSymbol(formatAmount(args.balance, args.decimals), args.symbol)
    return {
      ok: false,
      message: t({
        id: 'earnings.claimAmount.overBalance',
        message: `More than the balance: at most ${maxShown}`,
      }),
    }
  }
  return { ok: true, all: false, value: parsed.value }
}
