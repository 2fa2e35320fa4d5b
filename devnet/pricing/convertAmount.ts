/**
 * Converts an amount between currencies through their USD prices (micro-USD
 * per whole unit), rounding up: a fee converted this way never comes out short.
 */
export function convertAmount(options: {
  amount: bigint
  fromDecimals: number
  fromPrice: bigint
  toDecimals: number
  toPrice: bigint
}): bigint {
  const { amount, fromDecimals, fromPrice, toDecimals, toPrice } = options
  const numerator = amount * fromPrice * 10n ** BigInt(toDecimals)
  const denominator = 10n ** BigInt(fromDecimals) * toPrice
  return (numerator + denominator - 1n) / denominator
}
