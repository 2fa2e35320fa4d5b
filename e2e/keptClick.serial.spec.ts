import { expect, openAndConnect, test } from './support/fixtures'
import { devnetAdmin, reviewAndConfirm, waitForQuote } from './support/form'

// Serial: the outage of the quote endpoint is the devnet's, and would reach every page that asks for a quote.
test('a click when the quote is too old to sign and the service does not answer for a new one is kept, says so, and starts by itself', async ({
  page,
  wallet,
  manifest,
}) => {
  // The page's clock, so the shown quote can age past what Ferry signs without the test waiting for it.
  await page.clock.install()
  await openAndConnect(page, wallet)
  await page.getByLabel('You pay').fill('0.1')
  await waitForQuote(page)

  await devnetAdmin(manifest, '/devnet/outage', { seconds: 120, paths: ['/quote/v2'] })
  // Past the age Ferry signs a quote at (MAX_QUOTE_AGE_MS): a click must fetch it again, and the service does not answer.
  await page.clock.fastForward(31_000)
  const bridge = page.getByRole('button', { name: /^Bridge from/ })
  await expect(bridge).toBeEnabled()
  await reviewAndConfirm(page, bridge)
  await expect(page.getByTestId('start-status')).toContainText('did not answer for a fresh quote')
  await expect(page.getByRole('button', { name: 'Starts when the quote is ready…' })).toBeDisabled()
  await page.getByTestId('start-status').screenshot({ path: test.info().outputPath('kept-click.png') })

  // The service answers again: the next refresh brings a quote, and the kept click starts the transfer.
  await devnetAdmin(manifest, '/devnet/outage', { seconds: 0 })
  await page.clock.fastForward(13_000)
  await expect(page.getByTestId('origin-tx').first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('transfer-result')).toContainText('Done', { timeout: 60_000 })
  await expect(page.getByTestId('start-status')).toHaveCount(0)
})
