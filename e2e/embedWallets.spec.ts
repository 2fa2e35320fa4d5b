import { messagesIn } from '../scripts/i18n/messagesIn'
import { encodeConfigParam } from '../src/embed-host/configParam'
import { expect, test } from './support/fixtures'
import { E2E_WIDGET_URL } from './support/ports'

// No host wallet and nothing injected: the chooser offers what exists (on the devnet, the Devnet wallet), never a
// "Browser wallet" that would spin forever, and it fits a phone in right to left.
test('the embed with no wallet of its host offers the Devnet wallet, in Arabic at 360 px, inside the screen', async ({
  page,
  manifest,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  const config = { network: 'local', locale: 'ar' }
  await page.goto(`${E2E_WIDGET_URL}/embed.html?config=${encodeConfigParam(config)}`)
  const ar = await messagesIn('ar')
  const form = page.getByRole('form', { name: ar.t('swap.form.label') })
  await form.getByRole('button', { name: ar.t('swap.submit.connect') }).click()
  const dialog = page.getByRole('dialog')
  const devnet = dialog.getByRole('button', { name: /Devnet wallet/ })
  await expect(devnet).toBeVisible()
  await expect(dialog.getByText(/Browser wallet/i)).toHaveCount(0)
  await expect(page.getByTestId('no-wallet')).toBeHidden()
  // Every edge of the chooser on the screen: nothing cut off at the left in right to left.
  const box = await dialog.locator('[role="document"] > div > div').first().boundingBox()
  expect(box).not.toBeNull()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(360)
  await page.screenshot({ path: test.info().outputPath('chooser-ar-360.png') })

  await devnet.click()
  await expect(page.getByTestId('embed-account')).toContainText('Devnet wallet')
  await expect(page.getByTestId('embed-account')).toContainText(manifest.accounts[0]!.address.slice(-4), {
    ignoreCase: true,
  })
})
