import { defineChain, type Chain } from 'viem'
import type { DevnetManifest } from '../api/schemas/manifest'
import type { Token } from './token'

/** viem chain definitions for the chains a devnet manifest lists. */
export function devnetChains(manifest: DevnetManifest): Chain[] {
  return manifest.chains.map((chain) =>
    defineChain({
      id: chain.id,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      testnet: true,
    }),
  )
}

export function devnetTokens(manifest: DevnetManifest): Token[] {
  return manifest.chains.flatMap((chain) =>
    chain.currencies.map((c) => ({
      chainId: chain.id,
      address: c.address as `0x${string}`,
      symbol: c.symbol,
      name: c.name,
      decimals: c.decimals,
    })),
  )
}
