import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { holdModules } from './support/holdModules'
import { E2E_WIDGET_URL } from './support/ports'

/**
 * Issue #42: a cold link with the route and the amount in it shows a price from the service (`POST /price`, asked
 * by the page's inline script, src/prerender/earlyPrice.ts) before any of the app's modules has run, in the embed
 * and on the demo page, with no wallet; the app then takes that answer instead of asking again.
 */

const noReactYet = (page: Page) =>
  page.evaluate(() => !Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__react')))

const ROUTE =
  'network=local&fromChain=31337&toChain=31338&fromToken=0x0000000000000000000000000000000000000000&amount=0.1'

for (const [name, path] of [
  ['embed', `/embed.html?${ROUTE}`],
  ['demo page', `/?${ROUTE}`],
] as const) {
  test(`the ${name} shows a price from the service for a cold link before its modules have run`, async ({ page }) => {
    const asked: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (/\/local\/(price|quote\/v2)$/.test(path)) asked.push(path)
    })
    const modules = await holdModules(page)
    await page.goto(`${E2E_WIDGET_URL}${path}`, { waitUntil: 'commit' })
    await expect(page.getByLabel('You pay')).toHaveValue('0.1')
    const receive = page.getByLabel('You receive')
    // A bridge of 0.1 ETH delivers a little less, after the service's fees.
    await expect(receive).toHaveValue(/^0\.0\d+$/, { timeout: 15_000 })
    expect(modules.held()).toBeGreaterThan(0)
    expect(await noReactYet(page)).toBe(true)
    expect(asked.filter((p) => p.endsWith('/price'))).toHaveLength(1)
    const shown = await receive.inputValue()

    await modules.release()
    // The app's form, with its own quote's summary: the same answer, not asked again.
    await expect(page.getByTestId('quote-summary')).toBeVisible({ timeout: 30_000 })
    await expect(receive).toHaveValue(shown)
    expect(asked).toHaveLength(1)
  })
}
