import { describe, expect, it } from 'vitest'
import { convertAmount } from './convertAmount'

describe('convertAmount', () => {
  it('converts wei of ETH to USDC units at 3000 USD, rounding up', () => {
    // 21000 gas at 1 gwei = 0.000021 ETH = 0.063 USD
    expect(
      convertAmount({
        amount: 21_000n * 10n ** 9n,
        fromDecimals: 18,
        fromPrice: 3_000_000_000n,
        toDecimals: 6,
        toPrice: 1_000_000n,
      }),
    ).toBe(63_000n)
    expect(
      convertAmount({ amount: 1n, fromDecimals: 18, fromPrice: 3_000_000_000n, toDecimals: 6, toPrice: 1_000_000n }),
    ).toBe(1n)
  })

  it('is the identity for the same currency', () => {
    expect(
      convertAmount({
        amount: 12_345n,
        fromDecimals: 18,
        fromPrice: 3_000_000_000n,
        toDecimals: 18,
        toPrice: 3_000_000_000n,
      }),
    ).toBe(12_345n)
  })
})
