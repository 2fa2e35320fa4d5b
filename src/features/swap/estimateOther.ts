/** A side of an estimate: a token's decimals and its USD price per whole unit. */
export type PricedToken = { decimals: number; price: number | null | undefined }

/** The ratio of prices is carried as an integer over this scale, so the amounts stay bigint. */
const RATIO_SCALE = 10n ** 12n

/**
 * What `amount` (smallest units of `from`) is worth in smallest units of `to`
 * at the tokens' USD prices: an indication before the quote, fees and price
 * impact not counted. Undefined when a price is unknown, missing or not a
 * positive number, or the amount is not above zero.
 */
export function estimateOther(args: { amount: bigint; from: PricedToken; to: PricedToken }): bigint | undefined {
  const { amount, from, to } = args
  if (amount <= 0n || !isPrice(from.price) || !isPrice(to.price)) return undefined
  const ratio = BigInt(Math.round((from.price / to.price) * Number(RATIO_SCALE)))
  if (ratio === 0n) return undefined
  return (amount * ratio * 10n ** BigInt(to.decimals)) / (RATIO_SCALE * 10n ** BigInt(from.decimals))
}

const isPrice = (price: number | null | undefined): price is number =>
  typeof price === 'number' && Number.isFinite(price) && price > 0
