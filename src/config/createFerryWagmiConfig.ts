import { connectorsForWallets, type WalletList } from '@rainbow-me/rainbowkit'
import { injectedWallet } from '@rainbow-me/rainbowkit/wallets'
import type { Hex } from 'viem'
import type { Config } from 'wagmi'
import { evmChains, type FerryChain } from './catalogue'
import { createWagmiConfig } from './createWagmiConfig'
import { devnetWallet } from './devnetWallet'
import type { NetworkId } from './networks'

/**
 * The wagmi config of one network. Injected and EIP-6963 wallets everywhere;
 * the Devnet wallet only when a devnet key is given (local network). Solana
 * chains among `chains` are left out here (`createWagmiConfig` too).
 */
export function createFerryWagmiConfig(args: { network: NetworkId; chains: FerryChain[]; devnetKey?: Hex }): Config {
  const wallets: WalletList = [
    {
      groupName: args.devnetKey ? 'Devnet' : 'Installed',
      wallets: args.devnetKey
        ? [devnetWallet({ privateKey: args.devnetKey, chains: evmChains(args.chains) }), injectedWallet]
        : [injectedWallet],
    },
  ]
  const connectors = connectorsForWallets(wallets, { appName: 'Ferry', projectId: 'ferry-no-walletconnect' })
  return createWagmiConfig({
    network: args.network,
    chains: args.chains,
    connectors,
    storageKey: `ferry.${args.network}.wagmi`,
  })
}
