import { expect, openAndConnect, test } from './support/fixtures'
import { devnetAdmin, holdFill, recordQuotes, releaseFill, reviewAndConfirm, waitForQuote } from './support/form'

test('a new bridge shows up in activity with its amounts and turns to success live, over the site server events; a quote never deposited for is not listed', async ({
  page,
  wallet,
  manifest,
}) => {
  const quotes = recordQuotes(page)
  await openAndConnect(page, wallet)
  // A quote nobody deposits for: not a transfer, so not in the listing (the service's status filter has no `waiting`).
  await page.getByLabel('You pay').fill('0.06')
  await waitForQuote(page)
  const neverDeposited = quotes.latestId()!
  await page.getByLabel('You pay').fill('0.07')
  await expect.poll(() => quotes.latestId()).not.toBe(neverDeposited)
  await waitForQuote(page)
  const requestId = quotes.latestId()!
  await holdFill(manifest, requestId)
  await reviewAndConfirm(page, page.getByRole('button', { name: /^Bridge from/ }))
  await expect(page.getByTestId('origin-tx').first()).toBeVisible()

  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'activity' }).click()
  await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'live')
  const row = page.getByTestId('activity-list').locator(`[data-request-id="${requestId}"]`)
  await expect(row.getByTestId('row-status')).not.toHaveText('Completed')
  // The amounts come from the record's route (the public record has no metadata).
  await expect(row).toContainText(/0\.07 ETH → 0\.0\d+ ETH/)
  await expect(row).not.toContainText('Deposit without a quote')
  await expect(page.getByTestId('activity-list').locator(`[data-request-id="${neverDeposited}"]`)).toHaveCount(0)
  // The status filter offers what the service filters on, in words: no "waiting".
  await expect(page.getByLabel('Status').locator('option')).toHaveText([
    'Any',
    'Completed',
    'Failed',
    'Refunded',
    'In progress',
    'Deposit on its way',
  ])
  await releaseFill(manifest, requestId)
  // The list never polls: without a reload, only the site server's pushed events can change it
  // (in place for a known row; other workers' new requests may make it refetch).
  await expect(row.getByTestId('row-status')).toHaveText('Completed', { timeout: 30_000 })
  await page.getByTestId('activity-list').screenshot({ path: test.info().outputPath('activity-rows.png') })

  await row.getByRole('button').click()
  await expect(row.getByTestId('request-detail')).toContainText('Status history')
  await expect(row.getByTestId('request-detail')).toContainText(requestId)
})

test('filtering activity by a failReason shows only the request refunded with that fault, and the view is in the URL', async ({
  page,
  wallet,
  manifest,
}) => {
  const quotes = recordQuotes(page)
  await openAndConnect(page, wallet)
  await page.getByLabel('You pay').fill('0.03')
  await waitForQuote(page)
  const requestId = quotes.latestId()!
  await devnetAdmin(manifest, '/devnet/faults', { requestId, failReason: 'TOKEN_NOT_TRANSFERABLE' })
  await reviewAndConfirm(page, page.getByRole('button', { name: /^Bridge from/ }))
  await expect(page.getByTestId('transfer-result').locator('[data-status="refund"]')).toBeVisible({ timeout: 60_000 })

  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'activity' }).click()
  // Each reason in words, not its code.
  await expect(page.getByLabel('Fail reason').locator('option', { hasText: 'TOKEN_NOT_TRANSFERABLE' })).toHaveCount(0)
  await page.getByLabel('Fail reason').selectOption({ label: 'The token cannot be transferred.' })
  const rows = page.getByTestId('activity-list').locator('li')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toHaveAttribute('data-request-id', requestId)
  await expect(rows.first().getByTestId('row-status')).toHaveText('Refunded')
  await page.screenshot({ path: test.info().outputPath('activity-fail-reason.png'), fullPage: true })
  expect(page.url()).toContain('failReason=TOKEN_NOT_TRANSFERABLE')

  // Time and amount ranges narrow the same list.
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
  await page.getByLabel('To date').fill(yesterday)
  await expect(rows).toHaveCount(0)
  await page.getByLabel('To date').fill('')
  await expect(rows).toHaveCount(1)
  await page.getByLabel('Min USD').fill('1000000')
  await page.getByLabel('Min USD').blur()
  await expect(rows).toHaveCount(0)
  await page.getByLabel('Min USD').fill('')
  await page.getByLabel('Min USD').blur()
  await expect(rows).toHaveCount(1)

  // The same view from the link alone.
  await page.reload()
  await expect(page.getByLabel('Fail reason')).toHaveValue('TOKEN_NOT_TRANSFERABLE')
  await expect(page.getByTestId('activity-list').locator('li')).toHaveCount(1)
})
