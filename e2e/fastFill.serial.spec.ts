import { expect, openAndConnect, test } from './support/fixtures'
import { devnetAdmin, recordQuotes, reviewAndConfirm, waitForQuote } from './support/form'
import { E2E } from './support/ports'

// Serial: a fast fill is fronted by the site server key's app balance (its sponsor balance), which every quote through
// the site server reads (sponsored fees). The e2e site server fast-fills up to $1,000 a request (playwright.config.ts).
const sponsorPath = `/devnet/sponsors/${E2E.apiKey}`

test('an integrator fast-fills a request waiting on its fill from Activity: refused in words without an app balance, then filled before its deposit is confirmed', async ({
  page,
  wallet,
  manifest,
}) => {
  const quotes = recordQuotes(page)
  await devnetAdmin(manifest, sponsorPath, { balanceUsd: '0' }, 'PUT')
  await openAndConnect(page, wallet)
  await page.getByLabel('You pay').fill('0.01')
  await waitForQuote(page)
  const requestId = quotes.latestId()!
  // The deposit is seen but waits for 1,000 blocks: the request waits on its fill.
  await devnetAdmin(manifest, '/devnet/solver', { requestId, depositConfirmations: 1000 })
  try {
    await reviewAndConfirm(page, page.getByRole('button', { name: /^Bridge from/ }))
    await expect(page.getByTestId('origin-tx').first()).toBeVisible()
    await expect
      .poll(async () => {
        const answer = await fetch(`${manifest.serviceUrl}/devnet/requests/${requestId}`)
        return ((await answer.json()) as { deposits?: { outcome: string }[] }).deposits?.map((d) => d.outcome)
      })
      .toEqual(['unconfirmed'])

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'activity' }).click()
    const row = page.getByTestId('activity-list').locator(`[data-request-id="${requestId}"]`)
    await expect(row.getByTestId('row-status')).toHaveText('Waiting for deposit')
    await row.getByRole('button').first().click()
    const fastFill = row.getByTestId('fast-fill')

    // The key has no app balance to front a fill: the service refuses, said in words.
    await fastFill.click()
    await expect(row.getByTestId('fast-fill-outcome')).toHaveText(
      /^Not fast-filled: the service does not allow fast fills for this API key\./,
    )
    await expect(row.getByTestId('row-status')).toHaveText('Waiting for deposit')

    // With an app balance, the same press fills it on chain, before the deposit has its confirmations.
    await devnetAdmin(manifest, sponsorPath, { balanceUsd: '100' }, 'PUT')
    await fastFill.click()
    await expect(row.getByTestId('fast-fill-outcome')).toHaveText(/^Filled early: the recipient has the funds\./, {
      timeout: 60_000,
    })
    await expect(row.getByTestId('row-status')).toHaveText('Completed')
    await expect(row.getByTestId('detail-fast-fill')).toHaveText('Filled early by a fast fill')
    await expect(row).toContainText('filled early by a fast fill')
    await expect(row.getByTestId('fast-fill')).toHaveCount(0)
    await row.screenshot({ path: test.info().outputPath('fast-filled.png') })
  } finally {
    await devnetAdmin(manifest, '/devnet/solver', { requestId, depositConfirmations: 1 })
    await devnetAdmin(manifest, sponsorPath, { balanceUsd: '0' }, 'PUT')
  }
})
