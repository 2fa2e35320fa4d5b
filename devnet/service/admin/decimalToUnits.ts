import { parseUnits } from 'viem'

/** `value` in units of 10^-decimals, rounding away digits beyond `decimals`. */
export function decimalToUnits(value: string, decimals: number): bigint {
  const [whole, fraction = ''] = value.split('.')
  return parseUnits(`${whole}.${fraction.slice(0, decimals) || '0'}`, decimals)
}
