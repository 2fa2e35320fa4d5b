import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { PUBLIC_NETWORKS } from './publicNetworks'

describe('built-in public token lists', () => {
  it.each(['testnet', 'mainnet'] as const)(
    '%s: every chain has ETH, WETH and USDC with checksummed addresses',
    (network) => {
      const { chains, tokens } = PUBLIC_NETWORKS[network]
      for (const chain of chains) {
        const symbols = tokens
          .filter((t) => t.chainId === chain.id)
          .map((t) => t.symbol)
          .sort()
        expect(symbols, chain.name).toEqual(['ETH', 'USDC', 'WETH'])
      }
      for (const token of tokens) expect(token.address).toBe(getAddress(token.address))
    },
  )
})
