import { expect, openAndConnect, test } from './support/fixtures'

test('a quote the service refuses is explained in a sentence, and the form keeps what was typed', async ({
  page,
  wallet,
}) => {
  await openAndConnect(page, wallet)
  await page.getByLabel('You pay').fill('0.000000000000000001')
  await expect(page.getByTestId('quote-error')).toContainText('too small to cover the fees')
  await expect(page.getByRole('button', { name: 'Try a larger amount' })).toBeDisabled()
  await expect(page.getByLabel('You pay')).toHaveValue('0.000000000000000001')

  // More decimals than the token has never reaches the service.
  await page.getByLabel('You pay').fill('0.1234567890123456789')
  await expect(page.getByRole('alert').filter({ hasText: 'at most 18 decimals' })).toBeVisible()
  await expect(page.getByLabel('You pay')).toHaveAttribute('aria-invalid', 'true')
})
