import { connectorsForWallets, type WalletList } from '@rainbow-me/rainbowkit'
import { injectedWallet } from '@rainbow-me/rainbowkit/wallets'
import type { Chain, Hex } from 'viem'
import { createConfig, createStorage, http, type Config } from 'wagmi'
import { devnetWallet } from './devnetWallet'
import type { NetworkId } from './networks'

/**
 * The wagmi config of one network. Injected and EIP-6963 wallets everywhere;
 * the Devnet wallet only when a devnet key is given (local network).
 */
export function createFerryWagmiConfig(args: { network: NetworkId; chains: Chain[]; devnetKey?: Hex }): Config {
  const [first, ...rest] = args.chains
  if (!first) throw new Error(`Network ${args.network} has no chains`)
  const wallets: WalletList = [
    {
      groupName: args.devnetKey ? 'Devnet' : 'Installed',
      wallets: args.devnetKey
        ? [devnetWallet({ privateKey: args.devnetKey, chains: args.chains }), injectedWallet]
        : [injectedWallet],
    },
  ]
  const connectors = connectorsForWallets(wallets, { appName: 'Ferry', projectId: 'ferry-no-walletconnect' })
  return createConfig({
    chains: [first, ...rest],
    connectors,
    multiInjectedProviderDiscovery: true,
    storage: createStorage({ storage: typeof window === 'undefined' ? undefined : window.localStorage, key: `ferry.${args.network}.wagmi` }),
    transports: Object.fromEntries(args.chains.map((c) => [c.id, http(c.rpcUrls.default.http[0])])),
    pollingInterval: 500,
  })
}
