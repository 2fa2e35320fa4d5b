import { describe, expect, it } from 'vitest'
import { amountText } from './amountText'

const eth = { chainId: 31338, address: '0x0000000000000000000000000000000000000000', symbol: 'ETH', decimals: 18 }

describe('amountText', () => {
  it('shows amounts as the form does, and exactly for support', () => {
    const amount = { currency: eth, amount: '119918997694662000', amountFormatted: '0.119918997694662' }
    expect(amountText(amount, 6)).toMatch(/^0\.11991[89] ETH$/)
    expect(amountText(amount)).toBe('0.119918997694662 ETH')
    expect(amountText({ amount: '5' })).toBe('5')
  })
})
