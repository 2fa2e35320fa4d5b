import { describe, expect, it } from 'vitest'
import { estimateOther } from './estimateOther'

const eth = (price: number | null | undefined) => ({ decimals: 18, price })
const usdc = (price: number | null | undefined) => ({ decimals: 6, price })

describe('estimateOther', () => {
  it('is the amount times the price in over the price out, in the other token’s decimals', () => {
    // 0.25 ETH at $3,000 in USDC at $1: 750 USDC.
    expect(estimateOther({ amount: 25n * 10n ** 16n, from: eth(3_000), to: usdc(1) })).toBe(750_000_000n)
    // 750 USDC back to ETH: 0.25 ETH.
    expect(estimateOther({ amount: 750_000_000n, from: usdc(1), to: eth(3_000) })).toBe(25n * 10n ** 16n)
    // The same token on two chains: the same amount.
    expect(estimateOther({ amount: 123_456_789n, from: eth(2_500.5), to: eth(2_500.5) })).toBe(123_456_789n)
    // Prices with cents: 1.5 WETH at $3,210.37 in a $0.9998 stablecoin.
    expect(estimateOther({ amount: 15n * 10n ** 17n, from: eth(3_210.37), to: usdc(0.9998) })).toBe(4_816_518_303n)
  })

  it('has none without two usable prices or an amount above zero', () => {
    const amount = 10n ** 18n
    expect(estimateOther({ amount, from: eth(undefined), to: usdc(1) })).toBeUndefined()
    expect(estimateOther({ amount, from: eth(3_000), to: usdc(null) })).toBeUndefined()
    expect(estimateOther({ amount, from: eth(3_000), to: usdc(0) })).toBeUndefined()
    expect(estimateOther({ amount, from: eth(Number.NaN), to: usdc(1) })).toBeUndefined()
    expect(estimateOther({ amount: 0n, from: eth(3_000), to: usdc(1) })).toBeUndefined()
  })
})
