import { createPublicClient, defineChain, http, type PublicClient } from 'viem'
import type { DevnetChainSpec } from '../chains/devnetChains'

/** How often the client polls a chain (receipts, blocks): anvil automines, so a short wait is enough. */
const CHAIN_POLLING_MS = 50

/** The public client the service and the solver read one running chain with. */
export function chainClient(spec: DevnetChainSpec, rpcUrl: string): PublicClient {
  return createPublicClient({
    chain: defineChain({
      id: spec.id,
      name: spec.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    }),
    transport: http(rpcUrl),
    pollingInterval: CHAIN_POLLING_MS,
  }) as PublicClient
}
