import { describe, expect, it } from 'vitest'
import { formatAmount, parseAmount, toDecimalString } from './amounts'

describe('parseAmount', () => {
  it.each([
    ['1', 18, 10n ** 18n],
    ['0.5', 18, 5n * 10n ** 17n],
    ['.25', 6, 250_000n],
    ['1,5', 6, 1_500_000n],
    ['12.', 6, 12_000_000n],
    ['0.000001', 6, 1n],
    ['123456789.123456789012345678', 18, 123456789123456789012345678n],
    [' 7 ', 0, 7n],
  ])('reads %s with %i decimals', (input, decimals, expected) => {
    expect(parseAmount(input, decimals)).toEqual({ ok: true, value: expected })
  })

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['.', 'malformed'],
    ['1.2.3', 'malformed'],
    ['-1', 'malformed'],
    ['1e18', 'malformed'],
    ['abc', 'malformed'],
    ['0x10', 'malformed'],
  ])('refuses %j as %s', (input, reason) => {
    const result = parseAmount(input, 18)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.reason).toBe(reason)
  })

  it('refuses more decimals than the token has, and says how many it has', () => {
    const result = parseAmount('0.0000001', 6)
    expect(result).toMatchObject({ ok: false, reason: 'too-many-decimals' })
    if (!result.ok) expect(result.message).toContain('6 decimals')
  })
})

describe('formatAmount', () => {
  it('formats with grouping and trims trailing zeros', () => {
    expect(formatAmount(1_234_567_890_000n, 6)).toBe('1,234,567.89')
    expect(formatAmount(10n ** 18n, 18)).toBe('1')
    expect(formatAmount(0n, 6)).toBe('0')
  })
  it('rounds down to the displayed digits', () => {
    expect(formatAmount(1_999_999n, 6, 2)).toBe('1.99')
  })
  it('round-trips through parseAmount', () => {
    for (const value of [1n, 10n ** 18n + 1n, 123456789n]) {
      const parsed = parseAmount(toDecimalString(value, 18), 18)
      expect(parsed).toEqual({ ok: true, value })
    }
  })
})
