import type { Page } from '@playwright/test'
import { expect, openAndConnect, test } from './support/fixtures'
import { chooseMode, devnetAdmin, holdFill, recordQuotes, releaseFill, reviewAndConfirm } from './support/form'
import { expectScreen, prepareScreen, type ScreenWidth } from './support/screens'

/**
 * The states a person meets, as pictures compared with e2e/screens/ (issue #35). Update them on purpose with
 * `npx playwright test e2e/screens.spec.ts --update-snapshots`, and look at every changed picture before committing.
 */
const LOCALES = ['en', 'ar', 'ja'] as const
const WIDTHS: ScreenWidth[] = ['desktop', 'phone']

/** The app has taken over from the HTML's first paint and asked for everything it shows (catalogue, prices). */
async function settled(page: Page) {
  await expect(page.getByRole('form').first()).toBeVisible()
  await expect(page.getByTestId('form-skeleton')).toHaveCount(0)
  await page.waitForLoadState('networkidle')
}

for (const locale of LOCALES) {
  // The demo page speaks the browser's language (the embed also takes `locale` from its URL).
  test.describe(locale, () => {
    test.use({ locale })
    for (const width of WIDTHS) {
      test(`demo page, empty form, ${width}`, async ({ page }) => {
        await prepareScreen(page, width)
        await page.goto('/?network=local')
        await settled(page)
        await expectScreen(page, `demo-empty-${locale}-${width}`)
      })
      for (const theme of ['light', 'dark'] as const) {
        test(`embed, empty form, ${width}, ${theme}`, async ({ page }) => {
          await prepareScreen(page, width)
          await page.goto(`/embed.html?network=local&theme=${theme}`)
          await settled(page)
          await expectScreen(page, `embed-empty-${locale}-${width}-${theme}`)
        })
      }
    }
  })
}

/** What a live devnet changes from run to run in the journey's states: amounts, fees, balances, hashes, ids. */
function liveValues(page: Page) {
  return [
    page.locator('[data-testid="quote-summary"] > div > :last-child'),
    page.locator('[data-testid="review"] dd, [data-testid="review"] [data-testid^="review-"] > :last-child'),
    // The other amount (its label is in the page's language) and every number or address set left to right.
    page.locator('input[inputmode="decimal"]').nth(1),
    page.locator('bdi[dir="ltr"], [title][dir="ltr"], [data-testid^="quote-fee"]'),
    page.locator('[data-hash], [data-testid="request-id"], [data-testid^="arrived"], [data-testid="balance"]'),
    page.getByRole('banner').getByRole('button', { name: /^0x/ }),
  ]
}

async function quoted(page: Page) {
  await expect(page.getByTestId('quote-summary')).toBeVisible()
  await expect(page.getByTestId('quote-summary')).toHaveAttribute('aria-busy', 'false')
}

for (const [locale, width, page0] of [
  ['en', 'desktop', '/?network=local'],
  ['ar', 'phone', '/?network=local'],
  ['ja', 'phone', '/embed.html?network=local&theme=dark'],
] as const) {
  test.describe(`${locale} price`, () => {
    test.use({ locale })
    test(`a price before a wallet, ${page0.startsWith('/embed') ? 'embed' : 'demo page'}, ${width}`, async ({
      page,
    }) => {
      await prepareScreen(page, width)
      await page.goto(page0)
      await settled(page)
      await page.locator('input[inputmode="decimal"]').first().fill('0.1')
      await quoted(page)
      await expectScreen(page, `price-${locale}-${width}`, { mask: liveValues(page) })
    })
  })
}

for (const width of WIDTHS) {
  test(`wrong amount and wrong address, ${width}`, async ({ page }) => {
    await prepareScreen(page, width)
    await page.goto('/?network=local')
    await settled(page)
    await chooseMode(page, 'Send')
    await page.getByLabel('Recipient address').fill('0x1234')
    await page.getByLabel('You pay').fill('0.1234567890123456789')
    await expect(page.getByRole('alert').first()).toBeVisible()
    await expectScreen(page, `errors-en-${width}`, { mask: liveValues(page) })
  })

  test(`review before the wallet opens, ${width}`, async ({ page, wallet }) => {
    await prepareScreen(page, width)
    await openAndConnect(page, wallet)
    await page.getByLabel('You pay').fill('0.1')
    await quoted(page)
    await page.getByRole('button', { name: /^Bridge from/ }).click()
    await expect(page.getByTestId('review')).toBeVisible()
    await expectScreen(page, `review-en-${width}`, { mask: liveValues(page) })
  })
}

test('a transfer followed, then done', async ({ page, wallet, manifest }) => {
  await prepareScreen(page, 'desktop')
  const quotes = recordQuotes(page)
  await openAndConnect(page, wallet)
  await page.getByLabel('You pay').fill('0.1')
  await quoted(page)
  await holdFill(manifest, quotes.latestId()!)
  await reviewAndConfirm(page, page.getByRole('button', { name: /^Bridge from/ }))
  const requestId = quotes.latestId()!
  await expect(page.getByTestId('origin-tx').first()).toBeVisible({ timeout: 60_000 })
  await expectScreen(page, 'tracking-en-desktop', { mask: liveValues(page), fullPage: true })
  await releaseFill(manifest, requestId)
  await expect(page.getByTestId('transfer-result')).toContainText('Done', { timeout: 60_000 })
  await expectScreen(page, 'success-en-desktop', { mask: liveValues(page), fullPage: true })
})

test('a transfer refunded, with the reason', async ({ page, wallet, manifest }) => {
  await prepareScreen(page, 'desktop')
  const quotes = recordQuotes(page)
  await openAndConnect(page, wallet)
  await page.getByLabel('You pay').fill('0.1')
  await quoted(page)
  await devnetAdmin(manifest, '/devnet/faults', { requestId: quotes.latestId()!, failReason: 'SLIPPAGE' })
  await reviewAndConfirm(page, page.getByRole('button', { name: /^Bridge from/ }))
  await expect(page.getByTestId('fail-reason')).toBeVisible({ timeout: 60_000 })
  await expect(page.getByTestId('refund-tx-hash')).toBeVisible({ timeout: 60_000 })
  await expectScreen(page, 'refund-en-desktop', { mask: liveValues(page), fullPage: true })
})
