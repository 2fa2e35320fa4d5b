/**
 * USD strings as the wire has them ("12.345678"), added and compared in
 * integer micro-dollars so sums never drift the way floats do.
 */
export const decimalUsd = {
  /** "12.3456789" -> 12345678n (truncated to 6 decimals); anything unreadable is 0. */
  toMicros(value: string | number | null | undefined): bigint {
    if (value === null || value === undefined) return 0n
    const text = String(value).trim()
    const match = /^(-)?(\d*)(?:\.(\d*))?$/.exec(text)
    if (!match || (!match[2] && !match[3])) return 0n
    const micros = BigInt(match[2] || '0') * 1_000_000n + BigInt((match[3] ?? '').slice(0, 6).padEnd(6, '0'))
    return match[1] ? -micros : micros
  },

  /** 12345678n -> "12.345678"; trailing zeros dropped ("3000", "0.5"). */
  fromMicros(micros: bigint): string {
    const negative = micros < 0n
    const abs = negative ? -micros : micros
    const whole = abs / 1_000_000n
    const fraction = (abs % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '')
    return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
  },

  sum(values: readonly (string | null | undefined)[]): string {
    return decimalUsd.fromMicros(values.reduce((total, v) => total + decimalUsd.toMicros(v), 0n))
  },
}
