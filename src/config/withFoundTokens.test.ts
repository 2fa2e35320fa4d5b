import { describe, expect, it } from 'vitest'
import type { ListedCurrency } from '../api/schemas/currency'
import type { Token } from './token'
import { withFoundTokens } from './withFoundTokens'

const usdc: Token = {
  chainId: 1,
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
}

describe('withFoundTokens', () => {
  it('adds the service’s matches the chain does not list, after its own tokens', () => {
    const found: ListedCurrency[] = [
      { chainId: 1, address: usdc.address.toLowerCase(), symbol: 'USDC', name: 'Other name', decimals: 6 },
      {
        chainId: 1,
        address: '0x1111111111111111111111111111111111111111',
        symbol: 'MEME',
        decimals: 18,
        metadata: { logoURI: 'https://logo/meme.png', verified: false },
      },
    ]
    expect(withFoundTokens([usdc], found)).toEqual([
      usdc,
      {
        chainId: 1,
        address: '0x1111111111111111111111111111111111111111',
        symbol: 'MEME',
        name: 'MEME',
        decimals: 18,
        logoURI: 'https://logo/meme.png',
        verified: false,
      },
    ])
  })

  it('keeps the chain’s tokens when the search found nothing', () => {
    expect(withFoundTokens([usdc], [])).toEqual([usdc])
  })
})
