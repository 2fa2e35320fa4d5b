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
  it('keeps a little SOL for the fee and rent (SOL_FEE_RESERVE), not the 0.001 ETH floor in lamports', () => {
    const SOL = { address: '11111111111111111111111111111111', decimals: 9 }
    expect(maxPayText({ balance: 2_000_000_000n, token: SOL, quote: undefined })).toBe('1.99')
    expect(maxPayText({ balance: 5_000_000n, token: SOL, quote: undefined })).toBe('0')
    // An SPL token (USDC's mint) is spent whole.
    const SPL_USDC = { address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', decimals: 6 }
    expect(maxPayText({ balance: 12_500_000n, token: SPL_USDC, quote: undefined })).toBe('12.5')
  })
  it('never goes above what the route takes now (GET /config/v2), in the token’s units', () => {
    expect(maxPayText({ balance: 12_500_000n, token: USDC, quote: undefined, limit: 3_000_000n })).toBe('3')
    expect(maxPayText({ balance: E, token: ETH, quote: undefined, limit: E / 2n })).toBe('0.5')
    // A limit above the balance changes nothing.
    expect(maxPayText({ balance: 12_500_000n, token: USDC, quote: undefined, limit: 10n ** 12n })).toBe('12.5')
  })
})
