import type { QuoteResponse } from '../../api/schemas/quote'
import { isNativeToken, type Token } from '../../config/token'
import { toDecimalString } from '../../lib/amounts'
import { maxSpendable } from '../../transfer/preflight'

/**
 * What Max puts in "You pay": the whole balance, less a gas reserve for a
 * native token (twice the quoted gas when a quote is shown); nothing before
 * the balance is known.
 */
export function maxPayText(args: {
  balance: bigint | undefined
  token: Pick<Token, 'address' | 'decimals'> | undefined
  quote: Pick<QuoteResponse, 'fees'> | undefined
}): string | undefined {
  if (args.balance === undefined || !args.token) return undefined
  const quotedGas = args.quote?.fees.gas?.amount
  const max = maxSpendable({
    balance: args.balance,
    isNative: isNativeToken(args.token),
    quotedGas: quotedGas ? BigInt(quotedGas) : undefined,
  })
  return toDecimalString(max, args.token.decimals)
}
