/** Fractional digits a price keeps when it becomes an integer: far below a cent for any token amount. */
export const USD_PRICE_DECIMALS = 18

const NUMBER_TEXT = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i

/**
 * A price (a JavaScript number, as the service's JSON gives it) as an integer
 * of 10^-`decimals` units, from its shortest decimal text (`1.5e-7` too), so
 * no float arithmetic touches the amount it multiplies. Digits beyond
 * `decimals` are cut. `undefined` for NaN or an infinity.
 */
export function priceToUnits(price: number, decimals = USD_PRICE_DECIMALS): bigint | undefined {
  const match = NUMBER_TEXT.exec(String(price))
  if (!match) return undefined
  const [, sign, whole = '', fraction = '', exponent = '0'] = match
  const digits = whole + fraction
  // Where the decimal point falls in `digits`, after the exponent moves it.
  const point = whole.length + Number(exponent) + decimals
  const scaled = point <= 0 ? '0' : point >= digits.length ? digits.padEnd(point, '0') : digits.slice(0, point)
  const units = BigInt(scaled)
  return sign === '-' ? -units : units
}

/**
 * The USD value of `amount` smallest units of a token with `decimals`, at
 * `priceUsd` per whole token, as a plain decimal string (for `formatUsd`).
 * Bigint maths throughout: a balance of any size or number of decimals stays
 * exact; the value is cut (never rounded up) at USD_PRICE_DECIMALS digits.
 */
export function usdValue(args: { amount: bigint; decimals: number; priceUsd: number }): string | undefined {
  const price = priceToUnits(args.priceUsd)
  if (price === undefined) return undefined
  const value = (args.amount * price) / 10n ** BigInt(args.decimals)
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(USD_PRICE_DECIMALS + 1, '0')
  const whole = digits.slice(0, -USD_PRICE_DECIMALS)
  const fraction = digits.slice(-USD_PRICE_DECIMALS).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
