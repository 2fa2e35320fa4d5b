import type { Browser, BrowserContext } from '@playwright/test'
import { injectTestWallet } from '../../e2e/support/injectTestWallet'

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>
export type Manifest = Parameters<typeof injectTestWallet>[1]['manifest']
/** The test wallet's account: not the Devnet wallet's (0), and one no other part signs with. */
export const RETURNING_ACCOUNT = 3

/**
 * tsx (esbuild's keepNames) wraps the functions of the page script injectTestWallet hands to Playwright in
 * `__name(...)` calls, a helper that exists in Node, not in the page ("__name is not defined"): define it there first.
 */
export const NAME_SHIM = 'globalThis.__name ??= (target) => target'

/**
 * Connects the e2e tests' injected test wallet once on a Ferry page and keeps
 * the page's storage, where wagmi remembers the connection: a new browser
 * context given it (and the same wallet) is a returning visitor whose wallet
 * reconnects on load, with an empty cache.
 */
export async function connectOnce(browser: Browser, url: string, manifest: Manifest): Promise<StorageState> {
  const context = await browser.newContext()
  try {
    await context.addInitScript({ content: NAME_SHIM })
    const page = await context.newPage()
    await injectTestWallet(page, { manifest, accountIndex: RETURNING_ACCOUNT })
    await page.goto(url)
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Test Wallet/ })
      .first()
      .click()
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).waitFor({ state: 'detached' })
    return await context.storageState()
  } finally {
    await context.close()
  }
}
