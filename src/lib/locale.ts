import { i18n } from '@lingui/core'

/** The locale numbers and dates are written in: the active language's, English before one is active. */
export function activeLocale(): string {
  return i18n.locale || 'en'
}

/** Whether the active language is written right to left (Arabic, Hebrew, …), from the locale's own text info. */
export function activeLocaleIsRtl(): boolean {
  const locale = new Intl.Locale(activeLocale()) as Intl.Locale & {
    getTextInfo?: () => { direction?: string }
    textInfo?: { direction?: string }
  }
  const direction = locale.getTextInfo?.().direction ?? locale.textInfo?.direction
  return direction === undefined ? /^(ar|he|fa|ur)\b/.test(locale.language) : direction === 'rtl'
}

const cache = new Map<string, Intl.NumberFormat>()

/** One `Intl.NumberFormat` per locale and options, made once: they are slow to build and formatting is hot. */
export function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = activeLocale()
  const key = `${locale}|${JSON.stringify(options)}`
  let format = cache.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, options)
    cache.set(key, format)
  }
  return format
}

/**
 * Formats a decimal string ("1234.5678") exactly, never through a float: Intl reads a string as a decimal. The
 * caller has already cut it to the digits it wants shown, and `trunc` keeps Intl from rounding any up.
 */
export function formatDecimal(decimal: string, options: Intl.NumberFormatOptions = {}): string {
  const format = numberFormat({
    maximumFractionDigits: 20,
    roundingMode: 'trunc',
    ...options,
  } as Intl.NumberFormatOptions)
  return format.format(decimal as unknown as number)
}
