import { describe, expect, it } from 'vitest'
import { quotedOther } from '../features/swap/quotedOther'
import { earlyPriceRequest, receivedText } from './earlyPrice'

const NATIVE = '0x0000000000000000000000000000000000000000'

describe('earlyPriceRequest', () => {
  it('asks a price for a native route and an amount, as the app would (placeholder user, exact input)', () => {
    expect(earlyPriceRequest({ fromChain: '31337', toChain: 31338, fromToken: NATIVE, amount: '0.1' })).toEqual({
      user: '0x000000000000000000000000000000000000dEaD',
      originChainId: 31337,
      destinationChainId: 31338,
      originCurrency: NATIVE,
      destinationCurrency: NATIVE,
      amount: '100000000000000000',
      tradeType: 'EXACT_INPUT',
    })
  })

  it('asks nothing without a route the HTML can price: no chain, one chain, a token, no amount', () => {
    expect(earlyPriceRequest({ toChain: '2', amount: '1' })).toBeUndefined()
    expect(earlyPriceRequest({ fromChain: '1', toChain: '1', amount: '1' })).toBeUndefined()
    expect(earlyPriceRequest({ fromChain: '1', toChain: '2', toToken: '0xabc', amount: '1' })).toBeUndefined()
    expect(earlyPriceRequest({ fromChain: '1', toChain: '2', amount: '0' })).toBeUndefined()
    expect(earlyPriceRequest({ fromChain: '1', toChain: '2', amount: '1e3' })).toBeUndefined()
  })
})

describe('receivedText', () => {
  it('shows what the app shows in "You receive" for the same answer', () => {
    for (const [amount, decimals] of [
      ['99728000000000000', 18],
      ['123456789012345678901', 18],
      ['5', 6],
      ['1000000', 6],
      ['0', 18],
    ] as const) {
      const answer = { details: { currencyOut: { amount, currency: { decimals } } } }
      expect(receivedText(answer)).toBe(quotedOther(answer as never, 'pay'))
    }
  })
})
