import { expect, openAndConnect, test } from './support/fixtures'
import { chooseChains, recordQuotes, reviewAndConfirm, tokenAddress, waitForQuote } from './support/form'

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
  await reviewAndConfirm(page, page.getByRole('button', { name: /^Bridge from / }))
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

test('both pickers move their highlight with the same keys: PageDown, Ctrl+End, Ctrl+Home; Enter picks', async ({
  page,
  wallet,
}) => {
  await openAndConnect(page, wallet)
  const dialog = page.getByRole('dialog')
  const highlighted = dialog.locator('[role="option"][aria-selected="true"]')

  const from = page.getByRole('form', { name: 'Transfer' }).getByRole('button', { name: /^From / })
  await from.click()
  const choosable = dialog.locator('[role="option"]:not([aria-disabled="true"])')
  await expect(choosable.first()).toBeVisible()
  const ids = await choosable.evaluateAll((options) => options.map((o) => o.getAttribute('data-chain-id')!))
  await expect(highlighted).toHaveAttribute('data-chain-id', ids[0]!)
  await page.keyboard.press('Control+End')
  await expect(highlighted).toHaveAttribute('data-chain-id', ids.at(-1)!)
  await page.keyboard.press('Control+Home')
  await expect(highlighted).toHaveAttribute('data-chain-id', ids[0]!)
  await page.keyboard.press('PageDown')
  const paged = ids[Math.min(8, ids.length - 1)]!
  await expect(highlighted).toHaveAttribute('data-chain-id', paged)
  await page.keyboard.press('Enter')
  await expect(from).toHaveAttribute('data-value', paged)
  await expect(from).toBeFocused()

  await page.getByRole('button', { name: /^Token / }).click()
  await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Control+End')
  await expect(dialog.getByRole('option').last()).toHaveAttribute('aria-selected', 'true')
  const last = await dialog.getByRole('option').last().getAttribute('data-symbol')
  await page.keyboard.press('Control+Home')
  await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Control+End')
  await page.keyboard.press('Enter')
  // The list's last token may be an unverified one: picking it asks first.
  const warning = dialog.getByTestId('unverified-warning')
  const picked = page.getByRole('button', { name: `Token ${last}`, exact: true })
  await expect(warning.or(picked)).toBeVisible()
  if (await warning.isVisible()) await expect(warning).toContainText(`${last} is not verified`)
  else await expect(picked).toBeFocused()
})

test("the chain's trending row: asked only once the picker opens, and one press picks its token", async ({
  page,
  wallet,
}) => {
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/currencies/trending')) asked.push(request.url())
  })
  await openAndConnect(page, wallet)
  await chooseChains(page, { from: A })
  // The form and the closed picker asked nothing.
  expect(asked).toEqual([])
  await page.getByRole('button', { name: /^Token / }).click()
  const row = page.getByRole('dialog').getByRole('group', { name: 'Trending tokens' })
  await expect(row).toContainText('Trending')
  await expect(row.getByRole('button', { name: 'FBTC', exact: true })).toBeVisible()
  expect(asked.every((url) => url.includes(`chainId=${A}`))).toBe(true)
  await row.getByRole('button', { name: 'FBTC', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Token FBTC', exact: true })).toBeFocused()
  // Searching hides the row: the matches are what the person looks for then.
  await page.getByRole('button', { name: 'Token FBTC', exact: true }).click()
  await page.getByRole('dialog').getByRole('combobox').fill('usd')
  await expect(page.getByRole('dialog').getByTestId('trending-tokens')).toHaveCount(0)
})
