import { describe, expect, it } from 'vitest'
import type { Token } from '../config/token'
import { filterTokens, searchKey } from './filterTokens'

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

/** The ranking as first written (a rank per token, a stable sort), to check the bucketed one against. */
function reference(list: Token[], query: string): Token[] {
  const q = query.trim().toLowerCase()
  if (q === '') return list
  if (/^0x[0-9a-f]{40}$/.test(q)) return list.filter((x) => x.address.toLowerCase() === q)
  const rank = (x: Token) => {
    const symbol = x.symbol.toLowerCase()
    if (symbol === q) return 0
    if (symbol.startsWith(q)) return 1
    if (symbol.includes(q)) return 2
    if (x.name.toLowerCase().includes(q)) return 3
    return -1
  }
  return list
    .map((x) => [x, rank(x)] as const)
    .filter(([, r]) => r >= 0)
    .sort((a, b) => a[1] - b[1])
    .map(([x]) => x)
}

describe('filterTokens over a large list', () => {
  const words = ['Amber', 'Onyx', 'Lynx', 'Falcon', 'Ether', 'Coin']
  const many = Array.from({ length: 5_000 }, (_, i) =>
    t(
      `${words[i % 6]!.slice(0, 2)}${words[(i >> 3) % 6]!.slice(0, 2)}${i}`.toUpperCase(),
      `${words[i % 6]} ${words[(i >> 3) % 6]} ${i}`,
      i,
    ),
  )
  it('ranks exactly as a per-token rank and a stable sort would, keeping the list order within a rank', () => {
    for (const query of ['a', 'am', 'AMON1', 'on', 'onyx ly', 'lynx 4', ' 12', 'zz', many[77]!.address, 'x 49'])
      expect(filterTokens(many, query), query).toEqual(reference(many, query))
  })
  it('lower-cases each token once: its search key is made on first use and kept', () => {
    const token = t('MiXeD', 'Mixed Case', 9)
    expect(searchKey(token)).toEqual({ symbol: 'mixed', name: 'mixed case', address: token.address.toLowerCase() })
    expect(searchKey(token)).toBe(searchKey(token))
    filterTokens([token], 'mix')
    expect(searchKey(token)).toBe(searchKey(token))
  })
})
