import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, openAndConnect, test } from './support/fixtures'

// RainbowKit's account modal labels its dialog with an id it never renders (a RainbowKit bug, not ours):
// that one rule is tolerated inside its modal only; everything else must pass.
const isRainbowKitDialogName = (v: { id: string; nodes: { html: string }[] }) =>
  v.id === 'aria-dialog-name' && v.nodes.every((n) => n.html.includes('data-rk'))

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => (v.impact === 'serious' || v.impact === 'critical') && !isRainbowKitDialogName(v))
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''} ${n.html.slice(0, 120)}`).join(', ')})`,
    )
}

test('the main screens have no serious or critical axe violations', async ({ page, wallet }) => {
  await page.goto('/?network=local')
  await expect(page.getByRole('button', { name: 'Connect wallet', exact: true })).toBeVisible()
  expect(await seriousViolations(page), 'before connecting').toEqual([])

  await openAndConnect(page, wallet)
  await page.getByLabel('You pay').fill('0.2')
  await expect(page.getByTestId('quote-summary')).toBeVisible()
  await page.getByText('Settings').click()
  expect(await seriousViolations(page), 'reviewing a quote').toEqual([])

  await page.getByText('Send', { exact: true }).click()
  await page.getByLabel('Recipient address').fill('0x1234')
  await expect(page.getByRole('alert')).toContainText('40 characters')
  expect(await seriousViolations(page), 'with an error shown').toEqual([])

  await page
    .getByRole('banner')
    .getByRole('button', { name: /0x|Account/ })
    .first()
    .click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await seriousViolations(page), 'account modal').toEqual([])
})

test('the whole bridge can be done with the keyboard alone', async ({ page, wallet }) => {
  await openAndConnect(page, wallet)
  // Start from the mode switch and move through the form with Tab only.
  await page.getByText('Bridge', { exact: true }).click()
  const pay = page.getByLabel('You pay')
  for (let i = 0; i < 20 && !(await pay.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(pay).toBeFocused()
  await page.keyboard.type('0.05')
  await expect(page.getByTestId('quote-summary')).toBeVisible()
  const submit = page.getByRole('button', { name: /^Bridge from/ })
  await expect(submit).toBeEnabled()
  for (let i = 0; i < 20 && !(await submit.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(submit).toBeFocused()
  // Enter reviews; Enter again, on the same button now named Confirm, opens the wallet.
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('review')).toBeVisible()
  const confirm = page.getByRole('button', { name: 'Confirm', exact: true })
  await expect(confirm).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('transfer-result')).toContainText('Done', { timeout: 60_000 })
})

test('the embed (light and dark) and the embed builder have no serious or critical axe violations', async ({
  page,
}) => {
  const config = (theme: object) =>
    Buffer.from(JSON.stringify({ network: 'local', amount: '0.1', theme })).toString('base64url')
  for (const theme of [{ mode: 'light', accent: '#7c3aed' }, { mode: 'dark' }, { mode: 'dark', accent: '#b45309' }]) {
    await page.goto(`/embed.html?config=${config(theme)}`)
    await expect(page.getByRole('button', { name: 'Connect wallet', exact: true })).toBeVisible()
    await page.getByText('Settings').click()
    expect(await seriousViolations(page), `embed ${JSON.stringify(theme)}`).toEqual([])
  }
  await page.goto('/?network=local&view=embed')
  await expect(page.frameLocator('[data-testid="embed-preview"] iframe').getByLabel('You pay')).toBeVisible()
  expect(await seriousViolations(page), 'embed builder').toEqual([])
})

test('the call builder, with calls and a problem shown, has no serious or critical axe violations', async ({
  page,
  wallet,
}) => {
  await openAndConnect(page, wallet)
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'calls' }).click()
  await page.getByLabel('The calls receive (USDC)').fill('5')
  await page.getByRole('button', { name: 'Example: approve and deposit into the devnet vault' }).click()
  await page.getByRole('button', { name: 'Remove call 1' }).click()
  await expect(page.getByTestId('call-1').getByRole('alert')).toBeVisible()
  await page.getByText('Share and export').click()
  expect(await seriousViolations(page), 'call builder').toEqual([])
})

test('the token and chain pickers (with balances, and the unverified warning), light and dark, have no serious or critical axe violations', async ({
  page,
  wallet,
}) => {
  await openAndConnect(page, wallet)
  await page.getByRole('button', { name: /^Token / }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('option').first()).toBeVisible()
  expect(await seriousViolations(page), 'token picker').toEqual([])
  await dialog.getByRole('combobox').fill('meme')
  await dialog.getByRole('option').first().click()
  await expect(dialog.getByTestId('unverified-warning')).toBeVisible()
  expect(await seriousViolations(page), 'unverified warning').toEqual([])

  await page.keyboard.press('Escape')
  await page
    .getByRole('form', { name: 'Transfer' })
    .getByRole('button', { name: /^From / })
    .click()
  await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible()
  expect(await seriousViolations(page), 'chain picker').toEqual([])

  const config = Buffer.from(JSON.stringify({ network: 'local', theme: { mode: 'dark' } })).toString('base64url')
  await page.goto(`/embed.html?config=${config}`)
  await page.getByRole('button', { name: /^Token / }).click()
  await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible()
  expect(await seriousViolations(page), 'token picker in the dark embed').toEqual([])
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: /^From / }).click()
  await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible()
  expect(await seriousViolations(page), 'chain picker in the dark embed').toEqual([])
})
