import type { QuoteResponse } from '../../api/schemas/quote'

/** Slippage assumed when a quote does not say its own (0.5 %). */
export const DEFAULT_SLIPPAGE_BPS = 50n

/** The quote's own destination slippage, in basis points. */
export function slippageBps(quote: QuoteResponse): bigint {
  const percent = quote.details.slippageTolerance?.destination?.percent
  const n = percent === undefined ? NaN : Number(percent)
  return Number.isFinite(n) && n >= 0 ? BigInt(Math.round(n * 100)) : DEFAULT_SLIPPAGE_BPS
}

/**
 * True when the output of `current` fell below what the person accepted by
 * more than the slippage tolerance: they must see and accept the new numbers.
 * A better price never needs accepting.
 */
export function needsReacceptance(args: { acceptedOut: bigint; current: QuoteResponse }): boolean {
  const out = args.current.details.currencyOut?.amount
  if (out === undefined) return false
  const floor = (args.acceptedOut * (10_000n - slippageBps(args.current))) / 10_000n
  return BigInt(out) < floor
}
