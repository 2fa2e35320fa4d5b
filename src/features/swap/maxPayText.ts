import type { QuoteResponse } from '../../api/schemas/quote'
import { isNativeToken, SOL_ADDRESS, type Token } from '../../config/token'
import { toDecimalString } from '../../lib/amounts'
import { maxSpendable, SOL_FEE_RESERVE } from '../../transfer/quote/preflight'

/**
 * What Max puts in "You pay": the whole balance, less a gas reserve for a
 * native token (twice the quoted gas when a quote is shown); nothing before
 * the balance is known, and never above what the route takes now. SOL keeps its own floor (`SOL_FEE_RESERVE`): 9 decimals,
 * and fees and rent of its own size.
 */
export function maxPayText(args: {
  balance: bigint | undefined
  token: Pick<Token, 'address' | 'decimals'> | undefined
  quote: Pick<QuoteResponse, 'fees'> | undefined
  /** The most the route takes now (`routeLimit`), in the token's units: Max never goes above it. */
  limit?: bigint
}): string | undefined {
  if (args.balance === undefined || !args.token) return undefined
  const quotedGas = args.quote?.fees.gas?.amount
  const max = maxSpendable({
    balance: args.balance,
    isNative: isNativeToken(args.token),
    quotedGas: quotedGas ? BigInt(quotedGas) : undefined,
    ...(args.token.address === SOL_ADDRESS ? { floor: SOL_FEE_RESERVE } : {}),
  })
  const capped = args.limit !== undefined && args.limit < max ? args.limit : max
  return toDecimalString(capped, args.token.decimals)
}
