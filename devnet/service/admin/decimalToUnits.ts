import { parseUnits } from 'viem'
import { z } from 'zod'

/** A positive decimal string such as "3000" or "0.9995" (prices in the admin API). */
export const decimalStringSchema = z.string().regex(/^(0|[1-9]\d*)(\.\d+)?$/, 'must be a decimal string such as "3000.5"')

/** `value` in units of 10^-decimals, rounding away digits beyond `decimals`. */
export function decimalToUnits(value: string, decimals: number): bigint {
  const [whole, fraction = ''] = value.split('.')
  return parseUnits(`${whole}.${fraction.slice(0, decimals) || '0'}`, decimals)
}
