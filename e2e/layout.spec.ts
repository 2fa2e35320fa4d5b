import { expect, openAndConnect, test } from './support/fixtures'

test('the form fits a 360 px wide phone with a quote on screen: nothing scrolls sideways', async ({ page, wallet }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await openAndConnect(page, wallet)
  await page.getByLabel('You pay').fill('1.25')
  await expect(page.getByTestId('quote-summary')).toBeVisible()
  await page.getByText('Settings').click()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBe(0)
  for (const mode of ['Swap', 'Send', 'Wrap']) {
    await page.getByText(mode, { exact: true }).click()
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
  }
})
