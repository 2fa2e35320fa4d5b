import { type KeypairWalletOptions, registerKeypairWallet } from './registerKeypairWallet'

/**
 * A keypair wallet as a script a page runs before its own (Playwright's
 * `page.addInitScript({ content })`): the wallet registers as a browser
 * extension's would, and the page finds it by Wallet Standard discovery.
 */
export function keypairWalletScript(options: KeypairWalletOptions): string {
  return `(${registerKeypairWallet.toString()})(${JSON.stringify(options)});`
}
