import { describe, expect, it } from 'vitest'
import type { Token } from '../../config/token'
import { defaultRoute, firstTokenOf } from './transferRoute'

const ZERO = '0x0000000000000000000000000000000000000000'
const token = (chainId: number, address: `0x${string}`, symbol: string): Token => ({
  chainId,
  address,
  symbol,
  name: symbol,
  decimals: 18,
})
const tokens = [
  token(1, '0x00000000000000000000000000000000000000c1', 'USDC'),
  token(1, ZERO, 'ETH'),
  token(2, '0x00000000000000000000000000000000000000c2', 'USDC'),
]

describe('firstTokenOf', () => {
  it('offers the native currency first, else the chain’s first token, else nothing', () => {
    expect(firstTokenOf(tokens, 1)).toBe(ZERO)
    expect(firstTokenOf(tokens, 2)).toBe('0x00000000000000000000000000000000000000c2')
    expect(firstTokenOf(tokens, 3)).toBe('')
  })
})

describe('defaultRoute', () => {
  it('goes from the first chain to the default destination, with the page’s first token on each', () => {
    const route = defaultRoute({
      chains: [{ id: 1 }, { id: 2 }],
      listedChains: [],
      tokenOf: (chainId) => firstTokenOf(tokens, chainId),
    })
    expect(route).toEqual({
      originChainId: 1,
      originToken: ZERO,
      destinationChainId: 2,
      destinationToken: '0x00000000000000000000000000000000000000c2',
    })
  })
})
