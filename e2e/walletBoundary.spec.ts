import { expect, test } from './support/fixtures'

// The wallet side (wagmi, RainbowKit, the wallets' code) loads as its own chunk after the form. When it cannot load
// (here: the network drops its chunk), the form goes on and the wallet corner says so; both "Connect" buttons reload.
test('wallets that do not load leave the form and its price working, and connecting reloads the page', async ({
  page,
}) => {
  let drop = true
  await page.route(/\/assets\/DemoWallet-[^/]*\.js$/, (route) => (drop ? route.abort() : route.fallback()))
  await page.goto('/')
  const failed = page.getByTestId('wallet-failed')
  await expect(failed).toBeVisible()
  await expect(failed).toHaveAccessibleName('Wallets did not load. Reload')
  await page.getByLabel('You pay').fill('0.5')
  await expect(page.getByTestId('quote-summary').getByTestId('quote-receive')).toContainText('ETH')

  // The form's own button no longer waits for a chooser that cannot come: it reloads, and the wallets load this time.
  drop = false
  await page.getByRole('button', { name: 'Connect wallet', exact: true }).click()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(failed).toHaveCount(0)
})

test('on a phone the wallet corner keeps the header on one row: a reload sign named by the sentence', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.route(/\/assets\/DemoWallet-[^/]*\.js$/, (route) => route.abort())
  await page.goto('/')
  const failed = page.getByTestId('wallet-failed')
  await expect(failed).toHaveAccessibleName('Wallets did not load. Reload')
  const banner = await page.getByRole('banner').boundingBox()
  const network = await page.getByRole('banner').getByRole('combobox').boundingBox()
  const corner = await failed.boundingBox()
  // One row: the corner's button sits level with the network choice, and the header is no taller than one row.
  expect(Math.abs(corner!.y + corner!.height / 2 - (network!.y + network!.height / 2))).toBeLessThan(8)
  expect(banner!.height).toBeLessThan(120)
  await page.screenshot({ path: test.info().outputPath('wallet-failed-phone.png') })
})
