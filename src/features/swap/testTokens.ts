import { zeroAddress } from 'viem'
import type { Token } from '../../config/token'

/** Two chains with ETH, WETH and USDC, for the swap feature's unit tests. */
export const ZERO = zeroAddress
export const TEST_TOKENS: Token[] = [1, 2].flatMap((chainId) => [
  { chainId, address: ZERO, symbol: 'ETH', name: 'Ether', decimals: 18 },
  {
    chainId,
    address: `0x00000000000000000000000000000000000000e${chainId}` as const,
    symbol: 'WETH',
    // not a message: a test fixture's token name
    name: 'Wrapped Ether',
    decimals: 18,
  },
  {
    chainId,
    address: `0x00000000000000000000000000000000000000c${chainId}` as const,
    symbol: 'USDC',
    name: 'USD Coin',
    decimals: 6,
    supportsPermit: true,
  },
])
export const usdc = (chainId: number) => `0x00000000000000000000000000000000000000c${chainId}` as const
export const weth = (chainId: number) => `0x00000000000000000000000000000000000000e${chainId}` as const
