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

  it('tells of a listed token what GET /chains cannot: the service’s verdict that it is unverified, and its logo', () => {
    // The description's `/chains` entries carry no `metadata.verified` (and an ERC20 entry no logo at all): the token
    // is listed plainly, and only the service's currency list says it is not verified.
    const listedMeme: Token = { ...usdc, address: '0x1111111111111111111111111111111111111111', symbol: 'MEME' }
    const found: ListedCurrency[] = [
      {
        chainId: 1,
        address: listedMeme.address.toLowerCase(),
        symbol: 'MEME',
        decimals: 18,
        metadata: { logoURI: 'https://logo/meme.png', verified: false },
      },
      { chainId: 1, address: usdc.address, symbol: 'USDC', decimals: 6, metadata: { verified: true } },
    ]
    const [meme, plain] = withFoundTokens([listedMeme, usdc], found)
    expect(meme).toEqual({ ...listedMeme, logoURI: 'https://logo/meme.png', verified: false })
    // A verified match changes nothing; a listed logo is kept.
    expect(plain).toBe(usdc)
    const withLogo = { ...listedMeme, logoURI: 'https://own/logo.png' }
    expect(withFoundTokens([withLogo], found)[0]).toEqual({ ...withLogo, verified: false })
  })

  it('keeps the chain’s tokens when the search found nothing', () => {
    expect(withFoundTokens([usdc], [])).toEqual([usdc])
  })
})
