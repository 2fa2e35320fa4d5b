import { i18n } from '@lingui/core'
import { formatReadable } from './format'
import { formatDecimal } from './locale'

// Lingui's runtime call rather than its macro: end-to-end tests import this file outside the build's transform.
/** Result of reading a typed amount: the smallest-unit value, or why it cannot be read. */
export type ParsedAmount =
  | { ok: true; value: bigint }
  | { ok: false; reason: 'empty' | 'malformed' | 'too-many-decimals'; message: string }

const AMOUNT_PATTERN = /^(\d*)(?:[.,](\d*))?$/

/** Digits a person may type in their own script (Arabic-Indic, Persian), and the Arabic decimal separator. */
const LOCAL_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\u066b]/g
const toAsciiDigits = (text: string) =>
  text.replace(LOCAL_DIGITS, (c) => {
    const code = c.charCodeAt(0)
    if (code === 0x066b) return '.'
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660)
  })

/**
 * Turns what a person typed ("1.5", ".25", "1,5") into smallest units with the
 * token's decimals. Never goes through floating point.
 */
export function parseAmount(input: string, decimals: number): ParsedAmount {
  const text = toAsciiDigits(input.trim())
  if (text === '')
    return { ok: false, reason: 'empty', message: i18n._({ id: 'amount.empty', message: 'Enter an amount' }) }
  const match = AMOUNT_PATTERN.exec(text)
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) {
    return {
      ok: false,
      reason: 'malformed',
      message: i18n._({ id: 'amount.malformed', message: 'Use digits and at most one decimal point' }),
    }
  }
  const whole = match[1] ?? ''
  const fraction = match[2] ?? ''
  if (fraction.length > decimals) {
    return {
      ok: false,
      reason: 'too-many-decimals',
      message:
        decimals === 0
          ? i18n._({ id: 'amount.noDecimals', message: 'This token has no decimals' })
          : i18n._({
              id: 'amount.tooManyDecimals',
              message: 'This token has at most {decimals} decimals',
              values: { decimals },
            }),
    }
  }
  const value = BigInt((whole || '0') + fraction.padEnd(decimals, '0'))
  return { ok: true, value }
}

/** Smallest units as a plain decimal string ("1234.5"), cut (never rounded) to `maxFractionDigits`. */
function decimalOf(value: bigint, decimals: number, maxFractionDigits = decimals): string {
  const negative = value < 0n
  const abs = negative ? -value : value
  const base = 10n ** BigInt(decimals)
  const whole = abs / base
  let fraction = decimals > 0 ? (abs % base).toString().padStart(decimals, '0') : ''
  fraction = fraction.slice(0, Math.max(0, maxFractionDigits)).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/**
 * Formats smallest units for display in the person's locale ("1,234.5", "1.234,5", "١٬٢٣٤٫٥"), from the exact
 * decimal and never a float. `maxFractionDigits` rounds down, so a displayed amount is never more than what is
 * really there.
 */
export function formatAmount(value: bigint, decimals: number, maxFractionDigits = decimals): string {
  return formatDecimal(decimalOf(value, decimals, maxFractionDigits))
}

/** Smallest units as a person reads them: 6 significant digits, cut, in the locale ("9,998.74", "0.499728"). */
export function formatReadableAmount(value: bigint, decimals: number): string {
  return formatReadable(decimalOf(value, decimals))
}

/** Plain decimal string without grouping, suitable to put back into an input (the same in every locale). */
export function toDecimalString(value: bigint, decimals: number): string {
  return decimalOf(value, decimals)
}
