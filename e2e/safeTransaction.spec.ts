import type { Page } from '@playwright/test'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { expect, openAndConnect, test } from './support/fixtures'
import { chooseChains, chooseToken, reviewAndConfirm } from './support/form'
import { fundFreshAccount } from './support/freshAccount'

// A Safe sent a single transaction (eth_sendTransaction over WalletConnect) answers its own transaction hash, which
// never appears on chain, and sends the real transaction, by another hash, once enough owners have signed. The test
// wallet does the same on the real devnet: a made-up hash first, the real deposit when the test says.
const A = 31337
const B = 31338

const done = (page: Page) => expect(page.getByTestId('transfer-result')).toContainText('Done', { timeout: 60_000 })

test.describe('a wallet whose transaction hash is not on chain (a Safe collecting signatures)', () => {
  const key = generatePrivateKey()
  test.use({ walletKey: key })

  test('says why it waits, then moves on by itself once the real deposit lands by another hash', async ({
    page,
    wallet,
    manifest,
  }) => {
    await fundFreshAccount(manifest, { address: privateKeyToAddress(key), chainId: A, tokens: {} })
    await openAndConnect(page, wallet)
    await chooseChains(page, { from: A, to: B })
    await chooseToken(page, { picker: 'Token', token: 'ETH' })
    await page.getByLabel('You pay').fill('0.5')
    const bridge = page.getByRole('button', { name: /^Bridge from/ })
    await expect(bridge).toBeEnabled()
    const send = wallet.holdNextTransaction()
    await reviewAndConfirm(page, bridge)
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
})
