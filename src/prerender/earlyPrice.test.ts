import { describe, expect, it } from 'vitest'
import { quotedOther } from '../features/swap/quotedOther'
import { earlyPriceRequest, needsCatalogue, receivedText, symbolsOf } from './earlyPrice'

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

  const USDC_A = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
  const USDC_B = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
  const usdc = (address: string) => ({ address, symbol: 'USDC', decimals: 6 })
  const chains = {
    chains: [
      { id: 1, currency: { address: NATIVE, symbol: 'ETH', decimals: 18 }, erc20Currencies: [usdc(USDC_A)] },
      { id: 2, featuredTokens: [usdc(USDC_B)] },
      { id: 3, vmType: 'svm', featuredTokens: [usdc('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')] },
    ],
  }

  it('finds a token the link names by symbol or address in the catalogue, as the app does, and prices its units', () => {
    for (const [fromToken, toToken] of [
      ['USDC', 'usdc'],
      [USDC_A.toLowerCase(), USDC_B],
    ])
      expect(earlyPriceRequest({ fromChain: 1, toChain: 2, fromToken, toToken, amount: '2.5' }, chains)).toMatchObject({
        originCurrency: USDC_A,
        destinationCurrency: USDC_B,
        amount: '2500000',
      })
    expect(earlyPriceRequest({ fromChain: 2, toChain: 1, fromToken: 'USDC', amount: '1' }, chains)).toMatchObject({
      originCurrency: USDC_B,
      destinationCurrency: NATIVE,
      amount: '1000000',
    })
  })

  it('asks nothing for a token the catalogue lacks, a non-EVM chain, more decimals than the token has', () => {
    const ask = (route: Parameters<typeof earlyPriceRequest>[0]) => earlyPriceRequest(route, chains)
    expect(earlyPriceRequest({ fromChain: 1, toChain: 2, fromToken: 'USDC', amount: '1' })).toBeUndefined()
    expect(ask({ fromChain: 1, toChain: 2, fromToken: 'DAI', amount: '1' })).toBeUndefined()
    expect(ask({ fromChain: 1, toChain: 2, fromToken: USDC_B, amount: '1' })).toBeUndefined()
    expect(ask({ fromChain: 1, toChain: 3, toToken: 'USDC', amount: '1' })).toBeUndefined()
    expect(ask({ fromChain: 1, toChain: 2, fromToken: 'USDC', amount: '0.0000001' })).toBeUndefined()
    expect(ask({ fromChain: 1, toChain: 9, fromToken: 'USDC', toToken: 'USDC', amount: '1' })).toBeUndefined()
    expect(earlyPriceRequest({ fromChain: 1, toChain: 2, fromToken: 'USDC', amount: '1' }, { nothing: true })).toBe(
      undefined,
    )
  })

  it('waits for the catalogue only when the link names a token other than the native ones', () => {
    expect(needsCatalogue({ fromToken: NATIVE, toToken: 'ETH' })).toBe(false)
    expect(needsCatalogue({})).toBe(false)
    expect(needsCatalogue({ toToken: 'USDC' })).toBe(true)
  })
})

describe('symbolsOf', () => {
  it("gives the symbols of the answer's two sides, as text, empty when it names none", () => {
    const side = (symbol: unknown) => ({ amount: '1', currency: { symbol, decimals: 6 } })
    expect(symbolsOf({ details: { currencyIn: side('ETH'), currencyOut: side('USDC') } })).toEqual(['ETH', 'USDC'])
    expect(symbolsOf({ details: { currencyOut: side(7) } })).toEqual(['', '7'])
    expect(symbolsOf(undefined)).toEqual(['', ''])
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
