import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'

/** What Ferry needs of a wallet: connecting, and signing (or signing and sending) a Solana transaction. */
const SIGNING_FEATURES = ['solana:signTransaction', 'solana:signAndSendTransaction']

/** A Wallet Standard wallet Ferry can use on Solana: it connects, signs, and names a `solana:*` chain. */
export function isSolanaWallet(wallet: Wallet): boolean {
  const features = Object.keys(wallet.features)
  return (
    features.includes('standard:connect') &&
    SIGNING_FEATURES.some((feature) => features.includes(feature)) &&
    wallet.chains.some((chain) => chain.startsWith('solana:'))
  )
}

/**
 * The Solana wallets registered in the page (Wallet Standard discovery, as
 * Phantom, Solflare and Backpack register), now and each time one registers
 * or goes later (an extension that loads after the page does).
 *
 * @returns a function that stops listening.
 */
export function watchSolanaWallets(onChange: (wallets: Wallet[]) => void): () => void {
  const registry = getWallets()
  const report = () => onChange(registry.get().filter(isSolanaWallet))
  const offRegister = registry.on('register', report)
  const offUnregister = registry.on('unregister', report)
  report()
  return () => {
    offRegister()
    offUnregister()
  }
}
