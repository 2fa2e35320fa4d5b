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
