import { keypairWalletScript } from '../../src/solana/keypairWalletScript'

/** The injected wallet's name, as the header's Solana chooser lists it. */
export const SOLANA_TEST_WALLET_NAME = 'Test Solana wallet'

const ICON = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><rect width="28" height="28" rx="6" fill="#7c3aed"/><circle cx="14" cy="14" r="6" fill="white"/></svg>',
)}`

/**
 * An init script (`page.addInitScript(solanaTestWallet(...))`) that registers
 * a Wallet Standard wallet, "Test Solana wallet", signing with `secretKey` (a
 * devnet test keypair: the manifest's `solana.accounts[i].secretKey`) through
 * WebCrypto Ed25519. Self-contained: nothing is imported in the page. With
 * `rpcUrl` it also signs and sends; with `decline` it declines every signature.
 */
export function solanaTestWallet(args: { secretKey: string; rpcUrl?: string; decline?: boolean }): {
  content: string
} {
  return { content: keypairWalletScript({ name: SOLANA_TEST_WALLET_NAME, icon: ICON, ...args }) }
}
