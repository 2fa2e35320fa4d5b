import { expect, openAndConnect, test } from './support/fixtures'
import { waitForQuote } from './support/form'

test('Back and Forward move between pages and activity filters; Back to the transfer page finds the form as it was', async ({
  page,
  wallet,
}) => {
  await openAndConnect(page, wallet)
  const pay = page.getByLabel('You pay')
  await pay.fill('0.04')
  await waitForQuote(page)
  const pages = page.getByRole('navigation', { name: 'Pages' })
  // Pages are links: an address to copy or open in a new tab, with the network.
  await expect(pages.getByRole('link', { name: 'calls' })).toHaveAttribute('href', '/?view=calls&network=local')

  await pages.getByRole('link', { name: 'activity' }).click()
  await expect(pages.getByRole('link', { name: 'activity' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByTestId('live-state')).toBeVisible()
  const status = page.getByLabel('Status', { exact: true })
  await status.selectOption('refund')
  await expect(page).toHaveURL(/[?&]status=refund(&|$)/)

  // Back undoes the filter, on the same page.
  await page.goBack()
  await expect(status).toHaveValue('')
  await expect(page).toHaveURL(/[?&]view=activity(&|$)/)
  await expect(pages.getByRole('link', { name: 'activity' })).toHaveAttribute('aria-current', 'page')

  // Back again: the transfer page, with the amount typed and its quote.
  await page.goBack()
  await expect(pages.getByRole('link', { name: 'transfer' })).toHaveAttribute('aria-current', 'page')
  await expect(pay).toBeVisible()
  await expect(pay).toHaveValue('0.04')
  await expect(page.getByTestId('quote-summary')).toBeVisible()

  // Forward twice: the activity page, then its filter again.
  await page.goForward()
  await expect(page.getByTestId('live-state')).toBeVisible()
  await expect(status).toHaveValue('')
  await page.goForward()
  await expect(status).toHaveValue('refund')
  await expect(page).toHaveURL(/[?&]status=refund(&|$)/)
})

test('a page typed as a path opens that page; an unknown path opens the form, never a bare "Not Found"', async ({
  page,
}) => {
  await page.goto('/activity?network=local')
  await expect(page).toHaveURL(/\/\?(.*&)?view=activity(&|$)/)
  const pages = page.getByRole('navigation', { name: 'Pages' })
  await expect(pages.getByRole('link', { name: 'activity' })).toHaveAttribute('aria-current', 'page')
  await page.goto('/no-such-page')
  await expect(page).toHaveURL(/\/(\?.*)?$/)
  await expect(page.getByLabel('You pay')).toBeVisible()
  await expect(page.getByText('Not Found')).toHaveCount(0)
})
