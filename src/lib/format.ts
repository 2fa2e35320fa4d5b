import { activeLocale, activeLocaleIsRtl, formatDecimal, numberFormat } from './locale'

/**
 * `0x1234…abcd`: a hash or address shortened to its first and last `chars` characters: after the `0x` of hex, from the start of
 * base58 (a Solana signature or key), which has no prefix.
 */
export function shortHex(value: string, chars = 4): string {
  const prefix = value.startsWith('0x') ? 2 : 0
  return value.length <= prefix + chars * 2 + 1 ? value : `${value.slice(0, prefix + chars)}…${value.slice(-chars)}`
}

const DECIMAL = /^-?\d+(\.\d+)?$/

/** A USD value ("1234.5") in the person's locale ("$1,234.50", "1.234,50 $"); under a cent, "<$0.01". */
export function formatUsd(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined
  const n = Number(value)
  if (!Number.isFinite(n)) return undefined
  const usd = (decimal: string) =>
    formatDecimal(decimal, {
      style: 'currency',
      currency: 'USD',
      // "$" rather than "US$": the amounts are always dollars, and the bare sign reads cleanly in right-to-left text.
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 2,
      minimumFractionDigits: 2,
      // An estimate's cents, rounded as money is ($1.996 is $2.00); token amounts are cut instead (formatAmount).
      roundingMode: 'halfExpand',
    } as Intl.NumberFormatOptions)
  const text =
    n !== 0 && Math.abs(n) < 0.01 ? `${n < 0 ? '-' : ''}<${usd('0.01')}` : usd(DECIMAL.test(value) ? value : String(n))
  // In right-to-left text "0.51 US$" would show as "$US 0.51": one left-to-right isolate keeps it whole.
  return leftToRight(text)
}

/** About how long: "~5 sec", "~2 min" (the unit in the person's language: "~5 Sek."). */
export function formatSeconds(seconds: number | undefined): string | undefined {
  if (seconds === undefined) return undefined
  const [amount, unit] =
    seconds < 60 ? [Math.max(1, Math.round(seconds)), 'second'] : [Math.round(seconds / 60), 'minute']
  return `~${numberFormat({ style: 'unit', unit, unitDisplay: 'short' }).format(amount)}`
}

/**
 * Basis points as a percent a person reads, from integers only (no float that shows 0.30000000000000004):
 * 50 → "0.5%", 25 → "0.25%", 300 → "3%" (and "0,5 %" in German).
 */
export function formatBps(bps: number): string {
  const sign = bps < 0 ? '-' : ''
  const abs = Math.abs(Math.trunc(bps))
  return formatDecimal(`${sign}${Math.floor(abs / 10000)}.${String(abs % 10000).padStart(4, '0')}`, {
    style: 'percent',
    maximumFractionDigits: 2,
  })
}

/**
 * A decimal string ("0.499728997365865", "9998.749976") cut, never rounded up, to `significant` significant digits
 * ("0.499728", "9998.74"); the whole part is always kept ("1234567.89" stays "1234567"), and leading zeros of a small
 * amount do not count ("0.00001234567" is "0.0000123456"). Cut rather than rounded: what is shown is never more
 * than what is there.
 */
export function significantDecimal(decimal: string, significant = 6): string {
  if (!DECIMAL.test(decimal)) return decimal
  const negative = decimal.startsWith('-')
  const [whole = '0', fraction = ''] = (negative ? decimal.slice(1) : decimal).split('.')
  const wholeDigits = whole.replace(/^0+/, '').length
  const keep =
    wholeDigits > 0
      ? Math.max(0, significant - wholeDigits)
      : fraction.length - fraction.replace(/^0+/, '').length + significant
  const cut = fraction.slice(0, keep).replace(/0+$/, '')
  const text = `${whole}${cut ? `.${cut}` : ''}`
  return negative && /[1-9]/.test(text) ? `-${text}` : text
}

/**
 * The one way Ferry writes an amount, a balance or a rate for reading: `significantDecimal` in the person's locale
 * ("9,998.74", "0.499728", "2,988.9"). The full value goes beside it for hover and copy (`ui/ReadableNumber`).
 */
export function formatReadable(decimal: string, significant = 6): string {
  return formatDecimal(significantDecimal(decimal, significant))
}

/** A plain number (a rate, a count) in the person's locale, at most `maximumFractionDigits` shown. */
export function formatNumber(value: number | string, maximumFractionDigits = 6): string {
  return typeof value === 'string' && DECIMAL.test(value)
    ? formatDecimal(value, { maximumFractionDigits })
    : numberFormat({ maximumFractionDigits }).format(Number(value))
}

const dateTimes = new Map<string, Intl.DateTimeFormat>()

/** A moment (a timestamp in ms, or a Date) as the person writes dates and times: "Nov 26, 2026, 1:15 PM". */
export function formatDateTime(at: number | Date): string {
  const locale = activeLocale()
  let format = dateTimes.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
    dateTimes.set(locale, format)
  }
  return format.format(at)
}

/**
 * Text that reads left to right (an amount with its symbol, a sum in dollars, a chain's name) as one left-to-right
 * isolate (U+2066 … U+2069) when the language is written right to left: Arabic and Hebrew show "0.5 ETH", not
 * "ETH 0.5". Left-to-right languages get the text as it is.
 */
export function leftToRight(text: string): string {
  return activeLocaleIsRtl() ? `\u2066${text}\u2069` : text
}

/** An amount and its symbol, whole in right-to-left text ("0.5 ETH"). */
export function amountWithSymbol(amount: string, symbol: string): string {
  return leftToRight(`${amount} ${symbol}`)
}
