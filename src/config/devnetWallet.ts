import type { Wallet } from '@rainbow-me/rainbowkit'
import type { Chain, Hex } from 'viem'
import { createConnector } from 'wagmi'
import { injected } from 'wagmi/connectors'
import { createKeyProvider } from './createKeyProvider'

const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 28 28'%3E%3Crect width='28' height='28' rx='6' fill='%230f766e'/%3E%3Cpath d='M6 17h16l-2 4H8z' fill='white'/%3E%3Cpath d='M14 5v11M14 5l5 7h-5' stroke='white' stroke-width='2' fill='none'/%3E%3C/svg%3E"

/**
 * The "Devnet wallet" for RainbowKit: signs with a funded devnet test key.
 * Offered only on the local network.
 */
export function devnetWallet(args: { privateKey: Hex; chains: Chain[] }): () => Wallet {
  // Remembered per account, so a reload reconnects and a disconnect stays disconnected.
  const key = `ferry.devnetWallet.authorized.${args.privateKey.slice(-8)}`
  const provider = createKeyProvider({
    ...args,
    authorization: {
      get: () => window.localStorage.getItem(key) === '1',
      set: (authorized) => (authorized ? window.localStorage.setItem(key, '1') : window.localStorage.removeItem(key)),
    },
  })
  return () => ({
    id: 'ferry-devnet',
    // not a message: the wallet's own name
    name: 'Devnet wallet',
    iconUrl: ICON,
    iconBackground: '#0f766e',
    installed: true,
    createConnector: (walletDetails) =>
      createConnector((config) => ({
        // not a message: the wallet's own name
        ...injected({ target: () => ({ id: 'ferry-devnet', name: 'Devnet wallet', provider }) })(config),
        ...walletDetails,
      })),
  })
}
