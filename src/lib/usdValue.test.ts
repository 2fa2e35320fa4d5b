import { describe, expect, it } from 'vitest'
import { formatUsd } from './format'
import { priceToUnits, USD_PRICE_DECIMALS, usdValue } from './usdValue'

describe('priceToUnits', () => {
  it('reads plain and exponent forms exactly', () => {
    expect(priceToUnits(3012.45, 2)).toBe(301245n)
    expect(priceToUnits(1, 0)).toBe(1n)
    expect(priceToUnits(0)).toBe(0n)
    expect(priceToUnits(1.5e-7, 8)).toBe(15n)
    expect(priceToUnits(1.5e-7)).toBe(150_000_000_000n)
    expect(priceToUnits(2.5e21, 0)).toBe(2_500_000_000_000_000_000_000n)
    expect(priceToUnits(-0.5, 1)).toBe(-5n)
  })

  it('cuts digits beyond the scale and refuses what is not a number', () => {
    expect(priceToUnits(0.123456789, 4)).toBe(1234n)
    expect(priceToUnits(1e-30)).toBe(0n)
    expect(priceToUnits(Number.NaN)).toBeUndefined()
    expect(priceToUnits(Number.POSITIVE_INFINITY)).toBeUndefined()
  })
})

describe('usdValue', () => {
  it('multiplies a balance by a price per whole token', () => {
    expect(usdValue({ amount: 3_000_000n, decimals: 6, priceUsd: 1 })).toBe('3')
    expect(usdValue({ amount: 1_500_000_000_000_000_000n, decimals: 18, priceUsd: 3012.45 })).toBe('4518.675')
    expect(usdValue({ amount: 0n, decimals: 18, priceUsd: 3012.45 })).toBe('0')
    expect(usdValue({ amount: 5n, decimals: 0, priceUsd: 0.1 })).toBe('0.5')
  })

  it('stays exact for balances far beyond a float’s 53 bits', () => {
    // 123,456,789,012,345,678,901.234567890123456789 tokens at $3,000.5 (exactly …154.3209543154320953945 USD):
    // a float would keep 17 of those digits.
    const amount = 123_456_789_012_345_678_901_234_567_890_123_456_789n
    expect(usdValue({ amount, decimals: 18, priceUsd: 3000.5 })).toBe('370432095431543209543154.320954315432095394')
    expect(usdValue({ amount: 2n ** 255n, decimals: 18, priceUsd: 1 })).toBe(
      '57896044618658097711785492504343953926634992332820282019728.792003956564819968',
    )
  })

  it('keeps many decimals and tiny prices', () => {
    expect(usdValue({ amount: 1n, decimals: 36, priceUsd: 1e30 })).toBe('0.000001')
    expect(usdValue({ amount: 10n ** 40n, decimals: 40, priceUsd: 0.000001234 })).toBe('0.000001234')
    expect(usdValue({ amount: 1n, decimals: 18, priceUsd: 1 })).toBe(`0.${'0'.repeat(USD_PRICE_DECIMALS - 1)}1`)
    // Beneath the scale, the value is cut to zero rather than rounded up.
    expect(usdValue({ amount: 1n, decimals: 30, priceUsd: 1 })).toBe('0')
  })

  it('formats as the picker shows it', () => {
    expect(formatUsd(usdValue({ amount: 1_234_567_890n, decimals: 6, priceUsd: 0.9998 }))).toBe('$1,234.32')
    expect(formatUsd(usdValue({ amount: 1n, decimals: 18, priceUsd: 3000 }))).toBe('<$0.01')
  })

  it('has no value without a readable price', () => {
    expect(usdValue({ amount: 1n, decimals: 18, priceUsd: Number.NaN })).toBeUndefined()
  })
})
