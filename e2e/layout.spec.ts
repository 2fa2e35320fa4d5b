import { expect, openAndConnect, test } from './support/fixtures'

test('the form fits a 360 px wide phone with a quote on screen: nothing scrolls sideways', async ({ page, wallet }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await openAndConnect(page, wallet)
  await page.getByLabel('You pay').fill('1.25')
  await expect(page.getByTestId('quote-summary')).toBeVisible()
  await page.getByText('Settings').click()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBe(0)
  for (const mode of ['Swap', 'Send', 'Wrap']) {
    await page.getByText(mode, { exact: true }).click()
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    )
  }
})

test('the call builder fits a 360 px wide phone with calls on screen', async ({ page, wallet }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await openAndConnect(page, wallet)
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'calls' }).click()
  await page.getByLabel('The calls receive (USDC)').fill('5')
  await page.getByRole('button', { name: 'Example: approve and deposit into the devnet vault' }).click()
  await expect(page.getByTestId('call-quote')).toBeVisible()
  await page.getByRole('button', { name: 'Remove call 1' }).click()
  await expect(page.getByTestId('call-1').getByRole('alert')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
})

test('right to left on a 320 px phone: token symbols and chain names whole, every mode on one line', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('ferry.locale', 'ar'))
  await page.setViewportSize({ width: 320, height: 800 })
  await page.goto('/?network=local')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const pickers = page.locator('form button[aria-haspopup="dialog"]')
  await expect(pickers.first()).toBeVisible()
  // The origin token becomes USDC, the longest symbol of the devnet.
  await pickers.nth(1).click()
  await page.getByRole('dialog').getByText('USDC', { exact: true }).first().click()
  await expect(pickers.nth(1)).toContainText('USDC')
  // No value is cut: each shows all of its text (a cut one is wider inside than its box).
  const cut = await pickers.evaluateAll((buttons) =>
    buttons
      .map((b) => b.querySelector('[id$="-value"]') as HTMLElement | null)
      .filter((v): v is HTMLElement => v !== null && v.scrollWidth > v.clientWidth + 1)
      .map((v) => v.textContent),
  )
  expect(cut).toEqual([])
  // Every mode's name on one line: all tabs as tall as the first.
  const heights = await page
    .locator('fieldset label span')
    .evaluateAll((spans) => spans.map((s) => Math.round(s.getBoundingClientRect().height)))
  expect(heights).toHaveLength(5)
  expect(new Set(heights).size).toBe(1)
  // The form itself never scrolls sideways (the header's own fit on a phone is another matter).
  const form = page.locator('form').first()
  expect(await form.evaluate((f) => f.scrollWidth - f.clientWidth)).toBe(0)
})
