import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import { formatAmount, parseAmount, toDecimalString } from './amounts'
import { amountWithSymbol, formatBps, formatDateTime, formatSeconds, formatUsd } from './format'

const inLocale = (locale: string) => {
  i18n.load(locale, {})
  i18n.activate(locale)
}
afterEach(() => inLocale('en'))

describe('formatting in the person’s locale', () => {
  it('writes an amount with the locale’s separators from the exact decimal, cut and never rounded up', () => {
    const amount = 1_234_567_899_999_999_999_999_999n // 1,234,567.899999999999999999 of an 18-decimal token
    expect(formatAmount(amount, 18, 4)).toBe('1,234,567.8999')
    inLocale('de')
    expect(formatAmount(amount, 18, 4)).toBe('1.234.567,8999')
    expect(formatAmount(amount, 18)).toBe('1.234.567,899999999999999999')
    inLocale('fr')
    expect(formatAmount(1_500_000n, 6)).toMatch(/^1,5$/)
    inLocale('ar')
    // The locale's own digits and separators, of the decimal cut to two places (not 1,234,567.90).
    expect(formatAmount(amount, 18, 2)).toBe(new Intl.NumberFormat('ar').format(1234567.89))
  })

  it('keeps the input’s decimal string the same in every locale', () => {
    inLocale('de')
    expect(toDecimalString(1_500_000n, 6)).toBe('1.5')
  })

  it('reads amounts typed with a comma, or in Arabic-Indic digits', () => {
    expect(parseAmount('1,5', 6)).toEqual({ ok: true, value: 1_500_000n })
    expect(parseAmount('١٫٥', 6)).toEqual({ ok: true, value: 1_500_000n })
    expect(parseAmount('۲۰', 0)).toEqual({ ok: true, value: 20n })
  })

  it('keeps a USD value and an amount with its symbol whole in right-to-left text: one isolate in Arabic and Hebrew only', () => {
    expect(formatUsd('0.51')).toBe('$0.51')
    expect(amountWithSymbol('0.5', 'ETH')).toBe('0.5 ETH')
    inLocale('he')
    expect(amountWithSymbol('0.5', 'ETH')).toBe('\u20660.5 ETH\u2069')
    inLocale('en')
    for (const locale of ['ar', 'he']) {
      inLocale(locale)
      const usd = formatUsd('0.51')!
      expect(usd.startsWith('\u2066') && usd.endsWith('\u2069'), `${locale}: ${usd}`).toBe(true)
      expect(usd.slice(1, -1)).toBe(
        new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }).format(
          0.51,
        ),
      )
    }
  })

  it('writes USD, percents, durations and dates the locale’s way', () => {
    expect(formatUsd('1234.5')).toBe('$1,234.50')
    expect(formatUsd('0.001')).toBe('<$0.01')
    expect(formatUsd('1.996')).toBe('$2.00')
    expect(formatBps(50)).toBe('0.5%')
    expect(formatBps(30)).toBe('0.3%')
    expect(formatSeconds(5)).toBe('~5 sec')
    inLocale('de')
    expect(formatUsd('1234.5')).toMatch(/^1\.234,50\s\$$/)
    expect(formatBps(50)).toMatch(/^0,5\s%$/)
    expect(formatSeconds(120)).toBe('~2 Min.')
    expect(formatDateTime(Date.UTC(2026, 10, 26, 13, 5))).toMatch(/26\.11\.2026/)
    inLocale('ja')
    expect(formatDateTime(Date.UTC(2026, 10, 26, 13, 5))).toMatch(/2026\/11\/26/)
  })
})

describe('numbers people can read', () => {
  it('cuts amounts, balances and rates to 6 significant digits, never rounding up, whole part kept', async () => {
    const { significantDecimal, formatReadable } = await import('./format')
    const { formatReadableAmount } = await import('./amounts')
    expect(significantDecimal('0.499728997365865')).toBe('0.499728')
    expect(significantDecimal('0.999465325448244816')).toBe('0.999465')
    expect(significantDecimal('9998.749976')).toBe('9998.74')
    expect(significantDecimal('2988.902033')).toBe('2988.9')
    expect(significantDecimal('1234567.89')).toBe('1234567')
    expect(significantDecimal('0.00001234567')).toBe('0.0000123456')
    expect(significantDecimal('0.5')).toBe('0.5')
    expect(significantDecimal('-0.0000001', 2)).toBe('-0.0000001')
    expect(formatReadable('9998.749976')).toBe('9,998.74')
    expect(formatReadableAmount(999_465_325_448_244_816n, 18)).toBe('0.999465')
    inLocale('de')
    expect(formatReadable('2988.902033')).toBe('2.988,9')
  })
})
