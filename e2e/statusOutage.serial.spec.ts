import { openElsewhere } from './support/elsewhere'
import { expect, openAndConnect, test } from './support/fixtures'
import { devnetAdmin, holdFill, recordQuotes, releaseFill, reviewAndConfirm, waitForQuote } from './support/form'

// Serial: the outage of the status endpoint is the devnet's, and would reach every page following a transfer.
// Each test holds its fill until the page has met the outage, and keeps the outage until the page has said so: a
// success the websocket pushes is shown without reading the status endpoint, and a timed outage could end unseen
// on a busy machine.

test('the service failing during tracking shows "reconnecting" and recovers without any action', async ({
  page,
  wallet,
  manifest,
}) => {
  const quotes = recordQuotes(page)
  await openAndConnect(page, wallet)
  await page.getByLabel('You pay').fill('0.1')
  await waitForQuote(page)
  // The fill waits until the page has met the outage: a success the websocket pushes is shown without reading the
  // status endpoint, so an early fill would carry the page past the outage without a read that fails.
  const requestId = quotes.latestId()!
  await holdFill(manifest, requestId)
  await reviewAndConfirm(page, page.getByRole('button', { name: /^Bridge from/ }))
  await expect(page.getByTestId('origin-tx').first()).toBeVisible()

  // Longer than the slow poll Ferry uses while the websocket is healthy, so tracking meets the outage.
  // It lasts until the page has said so (a timed outage could end unseen on a busy machine), then the fill goes.
  await devnetAdmin(manifest, '/devnet/outage', { seconds: 600, paths: ['/intents/status/v3'] })
  await expect(page.getByTestId('tracking-reconnecting')).toBeVisible()
  await devnetAdmin(manifest, '/devnet/outage', { seconds: 0 })
  await releaseFill(manifest, requestId)
  await expect(page.getByTestId('transfer-result')).toContainText('Done', { timeout: 60_000 })
  await expect(page.getByTestId('tracking-reconnecting')).toHaveCount(0)
})

test('a page opened during the transfer follows it to the end by itself, through an outage', async ({
  page,
  wallet,
  manifest,
  browser,
}) => {
  const quotes = recordQuotes(page)
  await openAndConnect(page, wallet)
  await page.getByLabel('You pay').fill('0.09')
  await waitForQuote(page)
  const requestId = quotes.latestId()!
  await holdFill(manifest, requestId)
  await reviewAndConfirm(page, page.getByRole('button', { name: /^Bridge from/ }))
  await expect(page.getByTestId('origin-tx').first()).toBeVisible()

  const elsewhere = await openElsewhere(browser, `/r/${requestId}?network=local`)
  await expect(elsewhere.getByTestId('request-whereabouts').locator('[data-stage="deposit-seen"]')).toBeVisible()
  // The service stops answering for longer than the slow poll beside a healthy websocket: the page says so, and goes on.
  // It lasts until the page has said so (a timed outage could end unseen on a busy machine), then the fill goes.
  await devnetAdmin(manifest, '/devnet/outage', { seconds: 600, paths: ['/intents/status/v3'] })
  await expect(elsewhere.getByTestId('tracking-reconnecting')).toBeVisible()
  await devnetAdmin(manifest, '/devnet/outage', { seconds: 0 })
  await releaseFill(manifest, requestId)
  await expect(elsewhere.getByTestId('request-whereabouts').locator('[data-stage="arrived"]')).toBeVisible({
    timeout: 60_000,
  })
  await expect(elsewhere.getByTestId('tracking-reconnecting')).toHaveCount(0)
  await elsewhere.context().close()
})
