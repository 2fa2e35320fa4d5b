import { accountButton, expect, test } from './support/fixtures'
import { chooseChains, reviewAndConfirm } from './support/form'

// No injected wallet here: the person uses the Devnet wallet that Ferry offers on the local network.
test('connects the built-in Devnet wallet and bridges 0.5 ETH from 31337 to 31338', async ({
  page,
  manifest,
  balanceOf,
}) => {
  const owner = manifest.accounts[0]!.address as `0x${string}`
  await page.goto('/?network=local')
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click()
  const devnet = page.getByRole('dialog').getByRole('button', { name: /Devnet wallet/ })
  await expect(devnet).toBeVisible()
  // Nothing injected in this browser: no "Browser Wallet" that would spin forever, only what exists.
  await expect(page.getByRole('dialog').getByText('Browser Wallet')).toHaveCount(0)
  await devnet.click()
  await expect(accountButton(page, owner)).toBeVisible()

  await chooseChains(page, { from: 31337, to: 31338 })
  await page.getByLabel('You pay').fill('0.5')
  const before = await balanceOf({ chainId: 31338, token: '0x0000000000000000000000000000000000000000', owner })
  await reviewAndConfirm(page, page.getByRole('button', { name: /^Bridge from/ }))
  await expect(page.getByTestId('transfer-result')).toContainText('Done', { timeout: 60_000 })
  const after = await balanceOf({ chainId: 31338, token: '0x0000000000000000000000000000000000000000', owner })
  expect(after).toBeGreaterThan(before)
  await page.screenshot({ path: test.info().outputPath('success.png'), fullPage: true })
})
