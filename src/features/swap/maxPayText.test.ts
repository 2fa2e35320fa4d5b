import { describe, expect, it } from 'vitest'
import { maxPayText } from './maxPayText'
import { usdc, ZERO } from './testTokens'

const ETH = { address: ZERO, decimals: 18 }
const USDC = { address: usdc(1), decimals: 6 }
const E = 10n ** 18n
const gasQuote = (amount: string) => ({
  fees: { gas: { currency: { chainId: 1, address: ZERO, symbol: 'ETH', name: 'Ether', decimals: 18 }, amount } },
})

describe('maxPayText', () => {
  it('is nothing before the balance or the token is known', () => {
    expect(maxPayText({ balance: undefined, token: ETH, quote: undefined })).toBeUndefined()
    expect(maxPayText({ balance: E, token: undefined, quote: undefined })).toBeUndefined()
  })
  it('is the whole balance of a token', () => {
    expect(maxPayText({ balance: 12_500_000n, token: USDC, quote: gasQuote(String(E)) })).toBe('12.5')
  })
  it('keeps gas back on a native currency: a floor without a quote, twice the quoted gas with one', () => {
    expect(maxPayText({ balance: E, token: ETH, quote: undefined })).toBe('0.999')
    expect(maxPayText({ balance: E, token: ETH, quote: gasQuote(String(E / 100n)) })).toBe('0.98')
  })
})
