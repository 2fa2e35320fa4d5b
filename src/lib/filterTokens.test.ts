import { describe, expect, it } from 'vitest'
import type { Token } from '../config/token'
import { filterTokens } from './filterTokens'

const t = (symbol: string, name: string, n: number): Token => ({
  chainId: 1,
  symbol,
  name,
  decimals: 18,
  address: `0x${n.toString(16).padStart(40, '0')}` as `0x${string}`,
})
const tokens = [
  t('ETH', 'Ether', 0),
  t('WETH', 'Wrapped Ether', 1),
  t('USDC', 'USD Coin', 2),
  t('EURC', 'Euro Coin', 3),
]

describe('filterTokens', () => {
  it('returns everything for an empty query', () => {
    expect(filterTokens(tokens, '  ')).toHaveLength(4)
  })
  it('ranks an exact symbol, then symbol prefixes, then names', () => {
    expect(filterTokens(tokens, 'eth').map((x) => x.symbol)).toEqual(['ETH', 'WETH'])
    expect(filterTokens(tokens, 'coin').map((x) => x.symbol)).toEqual(['USDC', 'EURC'])
    expect(filterTokens(tokens, 'usd').map((x) => x.symbol)).toEqual(['USDC'])
  })
  it('matches a pasted address exactly, in any case', () => {
    expect(
      filterTokens(tokens, '0x0000000000000000000000000000000000000002'.toUpperCase().replace('0X', '0x')).map(
        (x) => x.symbol,
      ),
    ).toEqual(['USDC'])
    expect(filterTokens(tokens, '0x00000000000000000000000000000000000000ff')).toEqual([])
  })
})
