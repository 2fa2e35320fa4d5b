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
