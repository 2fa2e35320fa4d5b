import { expect, test } from '@playwright/test'

test('the embed builder turns chosen options into a snippet, previews them live, and keeps them in a shareable link', async ({
  page,
}) => {
  await page.goto('/?network=local&view=embed')
  await page.getByLabel('Amount').fill('0.25')
  await page.getByLabel('Referrer (sent with every quote)').fill('my shop')
  await expect(page.getByTestId('builder-problems')).toContainText('referrer: must be 1-64 letters')
  await page.getByLabel('Referrer (sent with every quote)').fill('my-shop')
  await expect(page.getByTestId('builder-problems')).toHaveCount(0)
  await page.getByLabel('Operation switch').check()

  const snippet = page.locator('pre').first()
  await expect(snippet).toContainText('"referrer": "my-shop"')
  await expect(snippet).toContainText('"amount": "0.25"')
  await expect(snippet).toContainText('ferry-embed.js')

  // The preview is the real widget, mounted by the host script with these options.
  const preview = page.frameLocator('[data-testid="embed-preview"] iframe')
  await expect(preview.getByLabel('You pay')).toHaveValue('0.25')
  await expect(preview.getByRole('radio', { name: 'Swap' })).toHaveCount(0)
  await expect(page.getByRole('list', { name: 'Preview events' })).toContainText('ready')

  // A shared link brings the same setup back.
  await page.reload()
  await expect(page.getByLabel('Amount')).toHaveValue('0.25')
  await expect(page.getByLabel('Operation switch')).toBeChecked()
})

test("the builder's fee field goes into the snippet, with the note that only the site server makes it binding", async ({
  page,
}) => {
  await page.goto('/?network=local&view=embed')
  await expect(page.getByTestId('app-fee-note')).toContainText('Only binding through the site server')
  await expect(page.getByTestId('app-fee-note')).toContainText('above 3%')
  await page.getByLabel('Fee recipient').fill('0x00000000000000000000000000000000000005a0')
  await page.getByLabel('Fee (basis points)').fill('0')
  await expect(page.getByTestId('builder-problems')).toContainText('appFees.0.bps: must be at least 1 (0.01%)')
  await page.getByLabel('Fee (basis points)').fill('50')
  await page.getByLabel(/^Site name/).fill('Example Shop')
  await expect(page.getByTestId('builder-problems')).toHaveCount(0)

  const snippet = page.locator('pre').first()
  await expect(snippet).toContainText('"recipient": "0x00000000000000000000000000000000000005a0"')
  await expect(snippet).toContainText('"bps": 50')
  await expect(snippet).toContainText('"siteName": "Example Shop"')

  // Emptied, the fee leaves the options.
  await page.getByLabel('Fee recipient').fill('')
  await page.getByLabel('Fee (basis points)').fill('')
  await expect(snippet).not.toContainText('appFees')
})
