import { describe, expect, it } from 'vitest'
import { quotedOther } from './quotedOther'
import { ZERO } from './testTokens'

const currency = (decimals: number) => ({ chainId: 1, address: ZERO, symbol: 'X', name: 'X', decimals })
const quote = {
  details: {
    currencyIn: { currency: currency(18), amount: '1500000000000000000' },
    currencyOut: { currency: currency(6), amount: '2500000' },
  },
}

describe('quotedOther', () => {
  it('shows the side the person did not type, from the quote', () => {
    expect(quotedOther(quote, 'pay')).toBe('2.5')
    expect(quotedOther(quote, 'receive')).toBe('1.5')
  })
  it('shows what arrives in 6 significant digits, cut, and what leaves whole', () => {
    const long = {
      details: {
        currencyIn: { amount: '500271002634135184', currency: { decimals: 18 } },
        currencyOut: { amount: '499728997365865000', currency: { decimals: 18 } },
      },
    } as unknown as Parameters<typeof quotedOther>[0]
    expect(quotedOther(long, 'pay')).toBe('0.499728')
    expect(quotedOther(long, 'receive')).toBe('0.500271002634135184')
  })
  it('is empty without a quote, or without the side’s currency', () => {
    expect(quotedOther(undefined, 'pay')).toBe('')
    expect(quotedOther({ details: { currencyIn: { amount: '1' } } }, 'receive')).toBe('')
  })
})
