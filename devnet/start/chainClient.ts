import { createPublicClient, defineChain, http, type PublicClient } from 'viem'
import type { DevnetChainSpec } from '../chains/devnetChains'

/** How often the client polls a chain (receipts, blocks): anvil automines, so a short wait is enough. */
const CHAIN_POLLING_MS = 50

/**
 * The public client the service and the solver read one running chain with. `stopping` (the devnet's stop) ends its
 * requests at once, without viem's retries: against a chain killed before the stop, each read took its retries
 * (about 1 s) while the solver's stop waited for it (issue #37).
 */
export function chainClient(spec: DevnetChainSpec, rpcUrl: string, stopping?: AbortSignal): PublicClient {
  return createPublicClient({
    chain: defineChain({
      id: spec.id,
      name: spec.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    }),
    transport: http(rpcUrl, {
      // An AbortError is never retried.
      fetchFn: stopping
        ? (input, init) =>
            fetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, stopping]) : stopping })
        : undefined,
    }),
    pollingInterval: CHAIN_POLLING_MS,
  }) as PublicClient
}
