/** A side of an estimate: a token's decimals and its USD price per whole unit. */
export type PricedToken = { decimals: number; price: number | null | undefined }

/** Prices are carried as integers of this many millionths of a millionth of a dollar, so the amounts stay bigint. */
const PRICE_SCALE = 1e12

/**
 * What `amount` (smallest units of `from`) is worth in smallest units of `to`
 * at the tokens' USD prices: an indication before the quote, fees and price
 * impact not counted. Undefined when a price is unknown, missing or not a
 * positive number, or the amount is not above zero.
 */
export function estimateOther(args: { amount: bigint; from: PricedToken; to: PricedToken }): bigint | undefined {
  const { amount, from, to } = args
  if (amount <= 0n || !isPrice(from.price) || !isPrice(to.price)) return undefined
  const priceIn = BigInt(Math.round(from.price * PRICE_SCALE))
  const priceOut = BigInt(Math.round(to.price * PRICE_SCALE))
  if (priceIn === 0n || priceOut === 0n) return undefined
  return (amount * priceIn * 10n ** BigInt(to.decimals)) / (priceOut * 10n ** BigInt(from.decimals))
}

const isPrice = (price: number | null | undefined): price is number =>
  typeof price === 'number' && Number.isFinite(price) && price > 0
