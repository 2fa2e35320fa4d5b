import { expect, openAndConnect, test } from './support/fixtures'
import { chooseChains, recordQuotes, tokenAddress, waitForQuote } from './support/form'

const [A, , C] = [31337, 31338, 31339]

test('search "usd" on the third chain, pick USDC by its logo with its balance and USD value, and bridge it', async ({
  page,
  wallet,
  manifest,
  balanceOf,
}) => {
  const quotes = recordQuotes(page)
  await openAndConnect(page, wallet)
  await chooseChains(page, { from: C, to: A })
  await page.getByRole('button', { name: /^Token / }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('combobox').fill('usd')
  const usdc = dialog.getByRole('option').filter({ hasText: 'USD Coin' }).first()
  // The devnet's own logo, loaded (not the fallback badge).
  const logo = usdc.locator('img[alt="USDC logo"]')
  await expect(logo).toBeVisible()
  await expect.poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
  const held = await balanceOf({ chainId: C, token: tokenAddress(manifest, C, 'USDC'), owner: wallet.address })
  expect(held).toBeGreaterThan(0n)
  await expect(usdc).toContainText(/\$[\d,]+\.\d\d/)
  await logo.click()
  await expect(page.getByRole('button', { name: 'Token USDC', exact: true })).toBeFocused()

  await page.getByLabel('You pay').fill('3')
  await waitForQuote(page)
  await page.getByRole('button', { name: /^Bridge from / }).click()
  await expect(page.getByTestId('transfer-result')).toContainText('Done', { timeout: 60_000 })
  const quote = quotes.latest()!
  expect(quote.details.currencyIn?.currency?.symbol).toBe('USDC')
})

test('an unverified token pasted by address needs an explicit confirmation, and stars bring a token to the top', async ({
  page,
  wallet,
  manifest,
}) => {
  await openAndConnect(page, wallet)
  await chooseChains(page, { from: A })
  await page.getByRole('button', { name: /^Token / }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('combobox').fill(tokenAddress(manifest, A, 'MEME'))
  await dialog.getByRole('option').first().click()
  const warning = dialog.getByTestId('unverified-warning')
  await expect(warning).toContainText('MEME is not verified')
  const use = warning.getByRole('button', { name: 'Use MEME' })
  await expect(use).toBeDisabled()
  await warning.getByLabel('I checked the address and want to use this token').check()
  await use.click()
  await expect(page.getByRole('button', { name: 'Token MEME', exact: true })).toBeFocused()

  // Starred tokens come first, on this device.
  await page.getByRole('button', { name: 'Token MEME', exact: true }).click()
  await dialog.getByRole('combobox').fill('plain')
  await expect(dialog.getByRole('option').first()).toHaveAttribute('data-symbol', 'PLAIN')
  await page.keyboard.press('Alt+s')
  await expect(dialog.getByRole('option').first()).toContainText('starred')
  await dialog.getByRole('combobox').fill('')
  await expect(dialog.getByRole('option').first()).toHaveAttribute('data-symbol', 'PLAIN')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Token MEME', exact: true })).toBeFocused()
})
