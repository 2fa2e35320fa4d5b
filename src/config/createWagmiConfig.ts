import type { Chain } from 'viem'
import { type Config, type CreateConnectorFn, createConfig, createStorage, http } from 'wagmi'
import { evmChains, type FerryChain } from './catalogue'
import type { NetworkId } from './networks'

/**
 * A wagmi config over one network's chains with the given wallets. No
 * RainbowKit here: the embed builds its config from this alone and loads the
 * wallet modal only when a person asks for it. EIP-6963 wallets are found on
 * their own. Only the network's EVM chains reach it: wagmi knows no other VM.
 */
export function createWagmiConfig(args: {
  network: NetworkId
  chains: readonly FerryChain[]
  connectors: CreateConnectorFn[]
  storageKey: string
}): Config {
  const chains: Chain[] = evmChains(args.chains)
  const [first, ...rest] = chains
  if (!first) throw new Error(`Network ${args.network} has no EVM chains`)
  return createConfig({
    chains: [first, ...rest],
    connectors: args.connectors,
    multiInjectedProviderDiscovery: true,
    storage: createStorage({
      storage: typeof window === 'undefined' ? undefined : window.localStorage,
      key: args.storageKey,
    }),
    transports: Object.fromEntries(chains.map((c) => [c.id, http(c.rpcUrls.default.http[0])])),
    pollingInterval: 500,
  })
}
