import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { messagesIn } from '../scripts/i18n/messagesIn'
import { openElsewhere } from './support/elsewhere'
import { expect, openAndConnect, test } from './support/fixtures'
import { devnetAdmin, recordQuotes, reviewAndConfirm, waitForQuote } from './support/form'
import { E2E_WIDGET_URL } from './support/ports'

const VERSION: string = JSON.parse(readFileSync('package.json', 'utf8')).version

async function bridge(page: Page, amount: string) {
  await page.getByLabel('You pay').fill(amount)
  await waitForQuote(page)
}

test("a finished bridge's page, opened elsewhere with no wallet, shows the amounts, both transactions and the support details; Back returns to the outcome", async ({
  page,
  wallet,
  browser,
}) => {
  const quotes = recordQuotes(page)
  await openAndConnect(page, wallet)
  await bridge(page, '0.12')
  const requestId = quotes.latestId()!
  await reviewAndConfirm(page, page.getByRole('button', { name: /^Bridge from/ }))
  await expect(page.getByTestId('transfer-result')).toContainText('Done', { timeout: 60_000 })
  const link = page.getByTestId('request-page-link')
  await expect(link).toHaveAttribute('href', `/r/${requestId}?network=local`)

  const elsewhere = await openElsewhere(browser, `/r/${requestId}?network=local`)
  await expect(elsewhere.getByTestId('request-whereabouts').locator('[data-stage="arrived"]')).toBeVisible()
  await expect(elsewhere.getByTestId('request-sent')).toContainText('0.12 ETH')
  await expect(elsewhere.getByTestId('request-received')).toContainText('ETH')
  await expect(elsewhere.getByTestId('request-recipient')).toHaveText(wallet.address, { ignoreCase: true })
  const depositHash = await elsewhere.getByTestId('origin-tx').first().getAttribute('data-hash')
  const fillHash = await elsewhere.getByTestId('destination-tx').getAttribute('data-hash')
  expect(depositHash).toMatch(/^0x[0-9a-f]{64}$/)
  expect(fillHash).toMatch(/^0x[0-9a-f]{64}$/)
  await expect(elsewhere.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()

  await elsewhere.getByRole('button', { name: 'Copy support details' }).click()
  await expect(elsewhere.getByRole('button', { name: 'Copied' })).toBeVisible()
  const copied = await elsewhere.evaluate(() => navigator.clipboard.readText())
  for (const line of [
    `Ferry request: ${requestId}`,
    'Network: local',
    'Status: success',
    'Sent: 0.12 ETH',
    `Deposit tx: ${depositHash}`,
    `Fill tx: ${fillHash}`,
    `Page: ${E2E_WIDGET_URL}/r/${requestId}?network=local`,
    `Ferry version: ${VERSION}`,
  ])
    expect(copied).toContain(line)
  await elsewhere.screenshot({ path: test.info().outputPath('request-page.png'), fullPage: true })
  await elsewhere.context().close()

  // In place, through the router: Back finds the transfer page as it was.
  await link.click()
  await expect(page).toHaveURL(new RegExp(`/r/${requestId}\\?network=local$`))
  await expect(page.getByTestId('request-whereabouts').locator('[data-stage="arrived"]')).toBeVisible()
  await page.goBack()
  await expect(page.getByTestId('transfer-result')).toContainText('Done')
  await expect(page.getByTestId('request-page')).toHaveCount(0)
})

test("a refunded request's page shows the refund transaction and the reason", async ({
  page,
  wallet,
  manifest,
  browser,
}) => {
  const quotes = recordQuotes(page)
  await openAndConnect(page, wallet)
  await bridge(page, '0.07')
  const requestId = quotes.latestId()!
  await devnetAdmin(manifest, '/devnet/faults', { requestId, failReason: 'SOLVER_CAPACITY_EXCEEDED' })
  await reviewAndConfirm(page, page.getByRole('button', { name: /^Bridge from/ }))
  await expect(page.getByTestId('transfer-result').locator('[data-status="refund"]')).toBeVisible({ timeout: 60_000 })

  const elsewhere = await openElsewhere(browser, `/r/${requestId}?network=local`)
  const whereabouts = elsewhere.getByTestId('request-whereabouts')
  await expect(whereabouts.locator('[data-stage="refunded"]')).toBeVisible()
  await expect(elsewhere.getByTestId('request-reason')).toHaveText(
    (await messagesIn('en')).t('transfer.failure.solverCapacityExceeded'),
  )
  await expect(elsewhere.getByTestId('request-where')).toContainText('0.07 ETH was sent back')
  await expect(elsewhere.getByTestId('refund-tx-hash')).toBeVisible()
  await elsewhere.screenshot({ path: test.info().outputPath('request-page-refund.png'), fullPage: true })
  await elsewhere.context().close()
})

test('an unknown or mistyped id says so', async ({ browser }) => {
  const elsewhere = await openElsewhere(browser, `/r/0x${'0'.repeat(64)}?network=local`)
  await expect(elsewhere.getByTestId('request-not-found')).toHaveText((await messagesIn('en')).t('request.notFound'))
  await elsewhere.goto('/r/not-a-request?network=local')
  await expect(elsewhere.getByTestId('request-not-found')).toHaveText((await messagesIn('en')).t('request.notFound'))
  await elsewhere.context().close()
})
