import type { Page } from '@playwright/test'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import type { DevnetManifest } from '../src/api/schemas/manifest'
import { expect, openAndConnect, test } from './support/fixtures'
import { chooseChains, chooseToken, reviewAndConfirm } from './support/form'
import { fundFreshAccount } from './support/freshAccount'
import type { TestWallet } from './support/injectTestWallet'

// A Safe sent a single transaction (eth_sendTransaction over WalletConnect) answers its own transaction hash, which
// never appears on chain, and sends the real transaction, by another hash, once enough owners have signed. The test
// wallet does the same on the real devnet: a made-up hash first, the real deposit when the test says.
const A = 31337
const B = 31338

/** A fresh account's ETH bridge from A to B, sent through a wallet that answers a hash the chain never sees. */
async function bridgeHeld(page: Page, manifest: DevnetManifest, wallet: TestWallet, key: Hex) {
  await fundFreshAccount(manifest, { address: privateKeyToAddress(key), chainId: A, tokens: {} })
  await openAndConnect(page, wallet)
  await chooseChains(page, { from: A, to: B })
  await chooseToken(page, { picker: 'Token', token: 'ETH' })
  await page.getByLabel('You pay').fill('0.5')
  const bridge = page.getByRole('button', { name: /^Bridge from/ })
  await expect(bridge).toBeEnabled()
  const send = wallet.holdNextTransaction()
  await reviewAndConfirm(page, bridge)
  return send
}

const done = (page: Page) => expect(page.getByTestId('transfer-result')).toContainText('Done', { timeout: 60_000 })

test.describe('a wallet whose transaction hash is not on chain (a Safe collecting signatures)', () => {
  const key = generatePrivateKey()
  test.use({ walletKey: key })

  test('says why it waits, then moves on by itself once the real deposit lands by another hash', async ({
    page,
    wallet,
    manifest,
  }) => {
    const send = await bridgeHeld(page, manifest, wallet, key)
    await expect(page.getByText('Deposit: waiting for confirmation')).toBeVisible()
    await expect(page.getByTestId('transaction-long-wait')).toHaveCount(0)
    // After 20 s (BATCH_LONG_WAIT_MS) with no transaction by that hash on the chain: the words for the wait.
    await expect(page.getByTestId('transaction-long-wait')).toContainText('ask the other signers of your account', {
      timeout: 60_000,
    })
    await expect(page.getByText('Deposit: waiting for your wallet to send it')).toBeVisible()
    const safeHash = (await page.getByTestId('origin-tx').first().getAttribute('data-hash'))!
    await page.screenshot({ path: test.info().outputPath('transaction-long-wait.png'), fullPage: true })
    // The owners have signed: the deposit lands by a hash of its own, and the transfer follows it by the request.
    const real = await send()
    expect(real.toLowerCase()).not.toBe(safeHash.toLowerCase())
    await done(page)
    await expect(page.getByTestId('transaction-long-wait')).toHaveCount(0)
    const shown = await page
      .getByTestId('origin-tx')
      .evaluateAll((links) => links.map((l) => l.getAttribute('data-hash')))
    expect(shown.map((h) => h?.toLowerCase())).toEqual([real.toLowerCase()])
  })

  test('a page closed meanwhile: the transfer, reopened, moves on once the real deposit lands', async ({
    page,
    wallet,
    manifest,
  }) => {
    const send = await bridgeHeld(page, manifest, wallet, key)
    await expect(page.getByTestId('transaction-long-wait')).toBeVisible({ timeout: 60_000 })
    await page.reload()
    // The request is followed by its id, not by the hash the wallet gave.
    await expect(page.getByTestId('request-id')).toBeVisible({ timeout: 30_000 })
    await send()
    await done(page)
  })
})
