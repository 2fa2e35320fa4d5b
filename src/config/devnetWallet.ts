import type { Wallet } from '@rainbow-me/rainbowkit'
import type { Chain, Hex } from 'viem'
import { type CreateConnectorFn, createConnector } from 'wagmi'
import { injected } from 'wagmi/connectors'
import { createKeyProvider } from './createKeyProvider'

const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 28 28'%3E%3Crect width='28' height='28' rx='6' fill='%230f766e'/%3E%3Cpath d='M6 17h16l-2 4H8z' fill='white'/%3E%3Cpath d='M14 5v11M14 5l5 7h-5' stroke='white' stroke-width='2' fill='none'/%3E%3C/svg%3E"

/** The Devnet wallet's connector: signs with a funded devnet test key (the embed lists it without RainbowKit's wallet list). */
export function devnetConnector(args: DevnetWalletArgs): CreateConnectorFn {
  const provider = devnetProvider(args)
  // not a message: the wallet's own name
  return injected({ target: () => ({ id: DEVNET_WALLET_ID, name: 'Devnet wallet', icon: ICON, provider }) })
}

/**
 * The "Devnet wallet" for RainbowKit (the demo page's wallet list).
 * Offered only on the local network.
 */
export function devnetWallet(args: DevnetWalletArgs): () => Wallet {
  const connector = devnetConnector(args)
  return () => ({
    id: DEVNET_WALLET_ID,
    // not a message: the wallet's own name
    name: 'Devnet wallet',
    iconUrl: ICON,
    iconBackground: '#0f766e',
    installed: true,
    createConnector: (walletDetails) => createConnector((config) => ({ ...connector(config), ...walletDetails })),
  })
}

const DEVNET_WALLET_ID = 'ferry-devnet'

/** The key it signs with, the chains it knows, and the batch executors that let it batch (EIP-5792) where given. */
type DevnetWalletArgs = { privateKey: Hex; chains: Chain[]; batchExecutors?: Record<number, Hex> }

function devnetProvider(args: DevnetWalletArgs) {
  // Remembered per account, so a reload reconnects and a disconnect stays disconnected.
  const key = `ferry.devnetWallet.authorized.${args.privateKey.slice(-8)}`
  return createKeyProvider({
    ...args,
    authorization: {
      get: () => window.localStorage.getItem(key) === '1',
      set: (authorized) => (authorized ? window.localStorage.setItem(key, '1') : window.localStorage.removeItem(key)),
    },
  })
}
