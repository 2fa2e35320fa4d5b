/** Result of reading a typed amount: the smallest-unit value, or why it cannot be read. */
export type ParsedAmount =
  | { ok: true; value: bigint }
  | { ok: false; reason: 'empty' | 'malformed' | 'too-many-decimals'; message: string }

const AMOUNT_PATTERN = /^(\d*)(?:[.,](\d*))?$/

/**
 * Turns what a person typed ("1.5", ".25", "1,5") into smallest units with the
 * token's decimals. Never goes through floating point.
 */
export function parseAmount(input: string, decimals: number): ParsedAmount {
  const text = input.trim()
  if (text === '') return { ok: false, reason: 'empty', message: 'Enter an amount' }
  const match = AMOUNT_PATTERN.exec(text)
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) {
    return { ok: false, reason: 'malformed', message: 'Use digits and at most one decimal point' }
  }
  const whole = match[1] ?? ''
  const fraction = match[2] ?? ''
  if (fraction.length > decimals) {
    return {
      ok: false,
      reason: 'too-many-decimals',
      message: decimals === 0 ? 'This token has no decimals' : `This token has at most ${decimals} decimals`,
    }
  }
  const value = BigInt((whole || '0') + fraction.padEnd(decimals, '0'))
  return { ok: true, value }
}

/**
 * Formats smallest units for display. `maxFractionDigits` rounds down, so a
 * displayed amount is never more than what is really there.
 */
export function formatAmount(value: bigint, decimals: number, maxFractionDigits = decimals): string {
  const negative = value < 0n
  const abs = negative ? -value : value
  const base = 10n ** BigInt(decimals)
  const whole = abs / base
  let fraction = decimals > 0 ? (abs % base).toString().padStart(decimals, '0') : ''
  fraction = fraction.slice(0, Math.max(0, maxFractionDigits)).replace(/0+$/, '')
  const wholeText = whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${negative ? '-' : ''}${wholeText}${fraction ? `.${fraction}` : ''}`
}

/** Plain decimal string without grouping, suitable to put back into an input. */
export function toDecimalString(value: bigint, decimals: number): string {
  return formatAmount(value, decimals).replace(/,/g, '')
}
