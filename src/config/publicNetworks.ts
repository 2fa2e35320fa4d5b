import type { Chain } from 'viem'
import { arbitrum, arbitrumSepolia, base, baseSepolia, mainnet, optimism, optimismSepolia, sepolia } from 'viem/chains'
import type { Token } from './token'

// Loaded on demand (see loadNetwork): a page on the local devnet never downloads these chain definitions.

const NATIVE = '0x0000000000000000000000000000000000000000' as const
const eth = (chainId: number): Token => ({ chainId, address: NATIVE, symbol: 'ETH', name: 'Ether', decimals: 18 })
const usdc = (chainId: number, address: `0x${string}`): Token => ({
  chainId,
  address,
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
})
const weth = (chainId: number, address: `0x${string}`): Token => ({
  chainId,
  address,
  symbol: 'WETH',
  name: 'Wrapped Ether',
  decimals: 18,
})
// OP-stack chains keep WETH at the same predeploy address.
const OP_WETH = '0x4200000000000000000000000000000000000006' as const

/** ETH, WETH and USDC on each chain of a public network. */
const tokensOf = (entries: { chainId: number; usdc: `0x${string}`; weth: `0x${string}` }[]): Token[] =>
  entries.flatMap((e) => [eth(e.chainId), weth(e.chainId, e.weth), usdc(e.chainId, e.usdc)])

/** Built-in chains and tokens of the public networks (the devnet's come from its manifest). */
export const PUBLIC_NETWORKS: Record<'testnet' | 'mainnet', { chains: Chain[]; tokens: Token[] }> = {
  testnet: {
    chains: [sepolia, baseSepolia, arbitrumSepolia, optimismSepolia],
    tokens: tokensOf([
      {
        chainId: sepolia.id,
        usdc: '0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238',
        weth: '0xfFf9976782d46CC05630D1f6eBAb18b2324d6B14',
      },
      { chainId: baseSepolia.id, usdc: '0x036CbD53842c5426634e7929541eC2318f3dCF7e', weth: OP_WETH },
      {
        chainId: arbitrumSepolia.id,
        usdc: '0x75faf114eafb1BDbe2F0316DF893fd58CE46AA4d',
        weth: '0x980B62Da83eFf3D4576C647993b0c1D7faf17c73',
      },
      { chainId: optimismSepolia.id, usdc: '0x5fd84259d66Cd46123540766Be93DFE6D43130D7', weth: OP_WETH },
    ]),
  },
  mainnet: {
    chains: [mainnet, base, arbitrum, optimism],
    tokens: tokensOf([
      {
        chainId: mainnet.id,
        usdc: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        weth: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      },
      { chainId: base.id, usdc: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', weth: OP_WETH },
      {
        chainId: arbitrum.id,
        usdc: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
        weth: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1',
      },
      { chainId: optimism.id, usdc: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85', weth: OP_WETH },
    ]),
  },
}
