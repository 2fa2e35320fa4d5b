import { type Chain, defineChain } from 'viem'
import type { DevnetManifest } from '../api/schemas/manifest'

/**
 * viem chain definitions for the chains a devnet manifest lists, for programs
 * that talk to the chains directly (the e2e test wallet, devnet tests). The
 * widget itself builds its chains from `GET /chains` (`catalogue.ts`).
 */
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
