import { describe, expect, it } from 'vitest'
import { type CatalogueCurrency, indexed } from '../catalogue/catalogueTypes'
import { rankTrending } from './rankTrending'

const token = (symbol: string, address: string, chainId = 1): CatalogueCurrency =>
  indexed({
    chainId,
    address,
    symbol,
    name: symbol,
    decimals: 18,
    vmType: 'evm',
    verified: true,
    isNative: false,
    logoURI: undefined,
    currencyId: symbol.toLowerCase(),
    devnet: undefined,
    synthetic: undefined,
    defaultList: true,
  })
const [a, b, c, d] = [
  token('A', '0x00000000000000000000000000000000000000aa'),
  token('B', '0x00000000000000000000000000000000000000bb'),
  token('C', '0x00000000000000000000000000000000000000cc'),
  token('D', '0x00000000000000000000000000000000000000aa', 2),
]

describe('rankTrending', () => {
  it('puts the tokens bought most first (count, or USD volume), the rest after in listing order', () => {
    const buys = [
      { chainId: 1, address: '0x00000000000000000000000000000000000000CC', count: 1, usd: '900' },
      { chainId: 1, address: '0x00000000000000000000000000000000000000bb', count: 3, usd: '5' },
    ]
    expect(rankTrending([a, b, c, d], buys).map((x) => x.symbol)).toEqual(['B', 'C', 'A', 'D'])
    expect(rankTrending([a, b, c, d], buys, 'relay24hBuyUsdVolume').map((x) => x.symbol)).toEqual(['C', 'B', 'A', 'D'])
    // The same address on another chain is another token; nothing bought keeps the listing.
    expect(rankTrending([d, a], [{ chainId: 1, address: a.address, count: 1, usd: '1' }]).map((x) => x.symbol)).toEqual(
      ['A', 'D'],
    )
    expect(rankTrending([a, b, c], []).map((x) => x.symbol)).toEqual(['A', 'B', 'C'])
  })
})
