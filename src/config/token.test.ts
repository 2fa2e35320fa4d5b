import { describe, expect, it } from 'vitest'
import { findToken, type Token } from './token'

const usdc: Token = {
  chainId: 1,
  address: '0x00000000000000000000000000000000000000C1',
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
}

describe('findToken', () => {
  it('finds a chain’s token by address, whatever its case', () => {
    expect(findToken([usdc], 1, '0x00000000000000000000000000000000000000c1')).toBe(usdc)
    expect(findToken([usdc], 2, usdc.address)).toBeUndefined()
  })
})
