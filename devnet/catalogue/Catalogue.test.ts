import { type Address, keccak256, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { devnetChains } from '../chains/devnetChains'
import { type ChainContracts, CONTRACT_NAMES } from '../contracts/deployContracts'
import { devnetCurrencies } from '../contracts/devnetCurrencies'
import { Catalogue } from './Catalogue'
import type { CatalogueCurrency } from './catalogueTypes'
import { syntheticToken } from './syntheticCatalogue'

// The index alone, without chains: the devnet's tokens at fixed addresses plus synthetic ones.
const chains = devnetChains.map((spec) => {
  const contracts = Object.fromEntries(
    CONTRACT_NAMES.map((name) => [name, `0x${keccak256(stringToHex(`${spec.id}/${name}`)).slice(-40)}` as Address]),
  ) as unknown as ChainContracts
  return { ...spec, rpcUrl: 'http://127.0.0.1:1', contracts, currencies: devnetCurrencies(spec.id, contracts) }
})
const catalogue = new Catalogue({ serviceUrl: 'http://127.0.0.1:2', chains }, { chains: 12, tokens: 2000 })
const symbols = (found: CatalogueCurrency[]) => found.map((c) => c.symbol)
const ids = chains.map((c) => c.id)

describe('Catalogue.search', () => {
  it('agrees with a plain scan for every kind of term, in rank then listing order', () => {
    const all = catalogue.search({ limit: 100, term: '' })
    expect(all).toHaveLength(100)
    const everything: CatalogueCurrency[] = chains.flatMap((c) =>
      c.currencies.map((x) => catalogue.findCurrency(c.id, x.address)!),
    )
    for (let i = 0; i < 2000; i++) everything.push(catalogue.findCurrency(...at(i))!)
    const plain = (term: string, chainIds?: number[]) => {
      const ranked = everything
        .filter((c) => !chainIds || chainIds.includes(c.chainId))
        .map((c) => ({ c, rank: rank(c, term) }))
        .filter((r) => r.rank >= 0)
      return ranked.sort((a, b) => a.rank - b.rank).map((r) => r.c)
    }
    for (const term of ['falcon', 'ha', 'amfa1', 'usd', 'e', 'token 1', 'HAFA8', 'Ether', 'zzz', '0x1', '0xab']) {
      expect(catalogue.search({ term, limit: 100 }), term).toEqual(plain(term.toLowerCase()).slice(0, 100))
      expect(catalogue.search({ term, limit: 100, chainIds: [ids[0]!, ids[2]!] }), term).toEqual(
        plain(term.toLowerCase(), [ids[0]!, ids[2]!]).slice(0, 100),
      )
    }
  })

  it('finds by full address, never across fields, and keeps the filters', () => {
    const token = syntheticToken(1234, ids)
    expect(catalogue.search({ term: token.address.toUpperCase().replace('0X', '0x') }).map((c) => c.address)).toEqual([
      token.address,
    ])
    // "ether" + "\0" + name never joins: a term spanning symbol and name finds nothing.
    expect(catalogue.search({ term: `eth${'\u0000'}ether` })).toEqual([])
    expect(catalogue.search({ term: 'ethether' })).toEqual([])
    expect(symbols(catalogue.search({ term: 'meme', verified: true }))).toEqual([])
    expect(symbols(catalogue.search({ term: 'e', defaultList: true, chainIds: [ids[1]!] }))).toEqual([
      'ETH',
      'WETH',
      'FBTC',
      'FLONG',
      'PLAIN',
    ])
    expect(catalogue.search({ term: token.symbol, depositAddressOnly: true })).toEqual([])
  })

  it('lists chains and sizes, and refuses sizes out of range', () => {
    expect(catalogue.getSizes()).toEqual({ chains: 12, tokens: 2000 })
    expect(catalogue.getTotals()).toEqual({ listedChains: 16, listedCurrencies: 2024 })
    expect(() => catalogue.resize({ chains: -1, tokens: 0 })).toThrow(RangeError)
    expect(catalogue.icon('plain')).toBeUndefined()
    expect(catalogue.icon('syn-1999')).toContain('<svg')
    expect(catalogue.icon('syn-2000')).toBeUndefined()
  })
})

function at(i: number): [number, string] {
  const token = syntheticToken(i, ids)
  return [token.chainId, token.address]
}

function rank(c: CatalogueCurrency, term: string): number {
  if (term.startsWith('0x')) return c.addressLower.startsWith(term) ? (c.addressLower === term ? 0 : 1) : -1
  if (c.symbolLower === term) return 0
  if (c.symbolLower.startsWith(term)) return 1
  if (c.nameLower.startsWith(term)) return 2
  return c.symbolLower.includes(term) || c.nameLower.includes(term) ? 3 : -1
}
