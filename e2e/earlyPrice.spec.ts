import type { Page, Route } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { holdModules } from './support/holdModules'
import { E2E_WIDGET_URL } from './support/ports'

/**
 * Issue #42: a cold link with the route and the amount in it shows a price from the service (`POST /price`, asked
 * by the page's inline script, src/prerender/earlyPrice.ts) before any of the app's modules has run, in the embed
 * and on the demo page, with no wallet, as the app's form shows it (the amount and the tokens' symbols beside it);
 * the app then takes that answer instead of asking again, and nothing of it changes.
 */

const noReactYet = (page: Page) =>
  page.evaluate(() => !Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__react')))

/** The symbol beside an amount field: the last of the field's row (ui/AmountField.tsx). */
const symbolBeside = (page: Page, label: 'You pay' | 'You receive') =>
  page.getByLabel(label).locator('xpath=../*[last()]')

/** The service's requests a test counts: prices, quotes and the whole catalogue (`chains`, not a few chains' health). */
function askedOf(page: Page) {
  const asked: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (/\/local\/(price|quote\/v2|chains)$/.test(url.pathname) && !url.search)
      asked.push(url.pathname.replace(/^.*\/local\//, ''))
  })
  return asked
}

const ROUTE =
  'network=local&fromChain=31337&toChain=31338&fromToken=0x0000000000000000000000000000000000000000&amount=0.1'

for (const [name, path] of [
  ['embed', `/embed.html?${ROUTE}`],
  ['demo page', `/?${ROUTE}`],
] as const) {
  test(`the ${name} shows a price from the service for a cold link before its modules have run`, async ({
    page,
  }, testInfo) => {
    const asked = askedOf(page)
    const modules = await holdModules(page)
    await page.goto(`${E2E_WIDGET_URL}${path}`, { waitUntil: 'commit' })
    await expect(page.getByLabel('You pay')).toHaveValue('0.1')
    const receive = page.getByLabel('You receive')
    // A bridge of 0.1 ETH delivers a little less, after the service's fees: shown as the form will, with the symbols.
    await expect(receive).toHaveValue(/^0\.0\d+$/, { timeout: 15_000 })
    await expect(symbolBeside(page, 'You receive')).toHaveText('ETH')
    await expect(symbolBeside(page, 'You pay')).toHaveText('ETH')
    expect(modules.held()).toBeGreaterThan(0)
    expect(await noReactYet(page)).toBe(true)
    expect(asked).toEqual(['price'])
    const shown = await receive.inputValue()
    const field = page.getByLabel('You receive').locator('xpath=..')
    const box = await field.boundingBox()
    // Looked at: the price and its symbol on the HTML's form, then on the app's.
    await page.screenshot({ path: testInfo.outputPath('early.png') })

    await modules.release()
    // The app's form, with its own quote's summary: the same answer, not asked again, shown the same in the same place.
    await expect(page.getByTestId('quote-summary')).toBeVisible({ timeout: 30_000 })
    await expect(receive).toHaveValue(shown)
    await expect(symbolBeside(page, 'You receive')).toHaveText('ETH')
    await expect(symbolBeside(page, 'You pay')).toHaveText('ETH')
    expect(await field.boundingBox()).toEqual(box)
    await page.screenshot({ path: testInfo.outputPath('app.png') })
    expect(asked.filter((p) => p !== 'chains')).toEqual(['price'])
  })
}

// The devnet's USDC (6 decimals) on both chains, by symbol on the embed and by address on the demo page: the first
// script finds it in the catalogue, which the app then takes as its own.
for (const [name, page_, by] of [
  ['embed', '/embed.html', 'symbol'],
  ['demo page', '/', 'address'],
] as const) {
  test(`the ${name} shows the early price of a cold link that names USDC by ${by}, before its modules have run`, async ({
    page,
    manifest,
  }) => {
    const usdc = (chainId: number) =>
      by === 'symbol'
        ? 'usdc'
        : manifest.chains.find((c) => c.id === chainId)!.currencies.find((c) => c.symbol === 'USDC')!.address
    const path = `${page_}?network=local&fromChain=31337&toChain=31338&fromToken=${usdc(31337)}&toToken=${usdc(31338)}&amount=25`
    const asked = askedOf(page)
    const modules = await holdModules(page)
    await page.goto(`${E2E_WIDGET_URL}${path}`, { waitUntil: 'commit' })
    await expect(page.getByLabel('You pay')).toHaveValue('25')
    const receive = page.getByLabel('You receive')
    // 25 USDC delivers a little less than 25 USDC after the service's fees.
    await expect(receive).toHaveValue(/^24\.\d+$/, { timeout: 15_000 })
    await expect(symbolBeside(page, 'You receive')).toHaveText('USDC')
    await expect(symbolBeside(page, 'You pay')).toHaveText('USDC')
    expect(await noReactYet(page)).toBe(true)
    expect(asked).toEqual(['chains', 'price'])
    const shown = await receive.inputValue()

    await modules.release()
    await expect(page.getByTestId('quote-summary')).toBeVisible({ timeout: 30_000 })
    await expect(receive).toHaveValue(shown)
    await expect(symbolBeside(page, 'You receive')).toHaveText('USDC')
    // The app took the page's catalogue and price: nothing asked twice.
    expect(asked).toEqual(['chains', 'price'])
  })
}

/** Holds the first request whose path matches until `release`. */
async function holdFirst(page: Page, path: RegExp) {
  let held: Route | undefined
  let released = false
  await page.route(path, async (route) => {
    if (released || held) return route.continue()
    held = route
  })
  return {
    held: () => held !== undefined,
    release: async () => {
      released = true
      await held?.continue()
    },
  }
}

for (const [name, path] of [
  ['embed', `/embed.html?${ROUTE}`],
  ['demo page', `/?${ROUTE}`],
] as const) {
  test(`the ${name}'s skeleton shows the early price when it arrives after React took the HTML over`, async ({
    page,
  }) => {
    const asked = askedOf(page)
    // The answer comes late; the app's catalogue later still, so the first load's skeleton is what shows it.
    const price = await holdFirst(page, /\/local\/price$/)
    const catalogue = await holdFirst(page, /\/local\/chains$/)
    await page.goto(`${E2E_WIDGET_URL}${path}`, { waitUntil: 'commit' })
    await expect.poll(() => noReactYet(page), { timeout: 30_000 }).toBe(false)
    const skeleton = page.getByTestId('form-skeleton')
    await expect(skeleton).toBeVisible()
    await expect.poll(() => price.held()).toBe(true)
    const receive = page.getByLabel('You receive')
    await expect(receive).toHaveValue('')

    await price.release()
    await expect(receive).toHaveValue(/^0\.0\d+$/, { timeout: 15_000 })
    await expect(symbolBeside(page, 'You receive')).toHaveText('ETH')
    await expect(skeleton).toBeVisible()
    const shown = await receive.inputValue()

    await expect.poll(() => catalogue.held(), { timeout: 30_000 }).toBe(true)
    await catalogue.release()
    // The app's form with its own quote's summary (the same answer; asked again only if the catalogue held it back
    // longer than a quote stays fresh, QUOTE_STALE_MS, as on a loaded machine).
    await expect(page.getByTestId('quote-summary')).toBeVisible({ timeout: 30_000 })
    await expect(receive).toHaveValue(/^0\.0\d+$/)
    await expect(symbolBeside(page, 'You receive')).toHaveText('ETH')
    if (asked.filter((p) => p !== 'chains').length === 1) await expect(receive).toHaveValue(shown)
  })
}

test('a new amount typed over the early price empties "You receive" until its own price comes', async ({ page }) => {
  const modules = await holdModules(page)
  await page.goto(`${E2E_WIDGET_URL}/?${ROUTE}`, { waitUntil: 'commit' })
  const pay = page.getByLabel('You pay')
  const receive = page.getByLabel('You receive')
  await expect(receive).toHaveValue(/^0\.0\d+$/, { timeout: 15_000 })
  const early = await receive.inputValue()
  // On the HTML's form: the early price was 0.1's.
  await pay.fill('0.2')
  await expect(receive).toHaveValue('')
  expect(await noReactYet(page)).toBe(true)

  // The app asks 0.2's price, and shows it.
  await modules.release()
  await expect(page.getByTestId('quote-summary')).toBeVisible({ timeout: 30_000 })
  await expect(receive).toHaveValue(/^0\.1\d+$/)
  expect(await receive.inputValue()).not.toBe(early)
})
