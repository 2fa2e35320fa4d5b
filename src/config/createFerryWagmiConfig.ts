import { connectorsForWallets, type WalletList } from '@rainbow-me/rainbowkit'
import { injectedWallet } from '@rainbow-me/rainbowkit/wallets'
import type { Hex } from 'viem'
import type { Config } from 'wagmi'
import { evmChains, type FerryChain } from './catalogue'
import { createWagmiConfig } from './createWagmiConfig'
import { devnetWallet } from './devnetWallet'
import type { NetworkId } from './networks'
import { hasInjectedProvider } from './walletsFound'

/**
 * The wagmi config of one network. Injected (where one is) and EIP-6963 wallets everywhere;
 * the Devnet wallet only when a devnet key is given (local network). Solana
 * chains among `chains` are left out here (`createWagmiConfig` too).
 */
export function createFerryWagmiConfig(args: {
  network: NetworkId
  chains: FerryChain[]
  devnetKey?: Hex
  /** The Devnet wallet batches (EIP-5792) through these (`batchExecutorsOf`). */
  devnetBatchExecutors?: Record<number, Hex>
}): Config {
  const wallets: WalletList = [
    {
      groupName: args.devnetKey ? 'Devnet' : 'Installed',
      // "Browser Wallet" only where a wallet was injected: offered with none, it spins forever. EIP-6963 wallets
      // join on their own (wagmi discovers them, RainbowKit lists them).
      wallets: [
        ...(args.devnetKey
          ? [
              devnetWallet({
                privateKey: args.devnetKey,
                chains: evmChains(args.chains),
                batchExecutors: args.devnetBatchExecutors,
              }),
            ]
          : []),
        ...(hasInjectedProvider() ? [injectedWallet] : []),
      ],
    },
  ]
  const groups = wallets.filter((group) => group.wallets.length > 0)
  // RainbowKit throws on an empty list ("No wallet list was provided"): with no Devnet wallet and nothing injected
  // (testnet or mainnet in a browser without a wallet), wagmi starts with no connector and EIP-6963 wallets join later.
  const connectors = groups.length
    ? connectorsForWallets(groups, { appName: 'Ferry', projectId: 'ferry-no-walletconnect' })
    : []
  return createWagmiConfig({
    network: args.network,
    chains: args.chains,
    connectors,
    storageKey: `ferry.${args.network}.wagmi`,
  })
}
