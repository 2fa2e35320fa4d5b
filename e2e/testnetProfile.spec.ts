import { type Hex, parseEther, zeroAddress } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { encodeConfigParam } from '../src/embed-host/configParam'
import { openElsewhere } from './support/elsewhere'
import { exchange } from './support/exchange'
import { expect, openAndConnect, test } from './support/fixtures'
import { reviewAndConfirm } from './support/form'
import { E2E_WIDGET_URL } from './support/ports'

// The widget on the public testnet's profile, built with that network's service URL pointed at the e2e devnet
// (playwright.config.ts): the same code path a person on testnet meets. Nothing local-only helps it here: no devnet
// manifest, so no Devnet wallet and no test accounts; the site server's proxy holds no key for testnet, so only the
// public, key-less endpoints answer; the status websocket is the public one, out of reach offline.

test.describe('with no wallet in the browser', () => {
  test('the form shows a price, and connecting says there is no wallet and what to do (#35)', async ({ page }) => {
    await page.goto('/?network=testnet')
    await page.getByLabel('You pay').fill('0.5')
    await expect(page.getByTestId('quote-summary').getByTestId('quote-receive')).toContainText('ETH')
    const connect = page.getByRole('button', { name: 'Connect wallet', exact: true })
    await expect(connect).toBeEnabled()
    await connect.click()
    const dialog = page.getByRole('dialog', { name: 'No wallet found' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByTestId('no-wallet')).toContainText('Install a wallet extension')
    // RainbowKit's own chooser stays shut: it would list nothing.
    await expect(page.getByRole('dialog', { name: /Connect a Wallet/i })).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(connect).toBeFocused()
    // The header's button says the same.
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(page.getByRole('dialog', { name: 'No wallet found' })).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('testnet-no-wallet.png'), fullPage: true })
  })

  test('the embed, on the same network, says the same', async ({ page }) => {
    await page.goto(`${E2E_WIDGET_URL}/embed.html?config=${encodeConfigParam({ network: 'testnet' })}`)
    const form = page.getByRole('form', { name: 'Transfer' })
    await form.getByLabel('You pay').fill('0.2')
    await expect(form.getByTestId('quote-summary').getByTestId('quote-receive')).toContainText('ETH')
    await form.getByRole('button', { name: 'Connect wallet', exact: true }).click()
    await expect(page.getByRole('dialog', { name: 'No wallet found' })).toBeVisible()
  })

  test("Activity, the integrator's listing, says which key the site server lacks instead of failing", async ({
    page,
  }) => {
    await page.goto('/?view=activity&network=testnet')
    await expect(
      page.getByText(/needs an API key, and this server has none for testnet: set FERRY_TESTNET_API_KEY/),
    ).toBeVisible()
  })
})

test('with an extension wallet, a bridge completes and its request page shows how much and to whom (#36)', async ({
  page,
  wallet,
  browser,
}) => {
  await openAndConnect(page, wallet, 'testnet')
  await page.getByLabel('You pay').fill('0.07')
  await reviewAndConfirm(page, page.getByRole('button', { name: /^Bridge from/ }))
  await expect(page.getByTestId('transfer-result')).toContainText('Done', { timeout: 90_000 })
  const requestId = (await page.getByTestId('request-id').textContent())!.trim()
  await expect(page.getByTestId('request-page-link')).toHaveAttribute('href', `/r/${requestId}?network=testnet`)

  // The request page reads the record the key-less way (the public /requests/v2), as a stranger's browser would.
  const other = await openElsewhere(browser, `/r/${requestId}?network=testnet`)
  await expect(other.getByTestId('request-whereabouts').locator('[data-stage="arrived"]')).toBeVisible()
  await expect(other.getByTestId('request-sent')).toContainText('0.07 ETH')
  await expect(other.getByTestId('request-recipient')).toHaveText(wallet.address, { ignoreCase: true })
  await other.close()
})

test('paid from an exchange to a deposit address, with no wallet in the page, the recipient is filled', async ({
  page,
  manifest,
  balanceOf,
}) => {
  test.setTimeout(210_000)
  const recipient = privateKeyToAddress(generatePrivateKey())
  await page.goto('/?network=testnet&pay=address')
  await expect(page.getByTestId('deposit-address-panel')).toBeVisible()
  await page.getByLabel('You send').fill('0.05')
  await page.getByLabel('Recipient address').fill(recipient)
  await page.getByRole('button', { name: 'Get a deposit address' }).click()
  const address = (await page.getByTestId('deposit-address').textContent())!.trim() as Hex
  await (await exchange(manifest)).payEth(address, parseEther('0.05'))
  await expect(page.getByTestId('transfer-result')).toContainText('Done', { timeout: 150_000 })
  expect(await balanceOf({ chainId: 31338, token: zeroAddress, owner: recipient })).toBeGreaterThan(0n)
})
