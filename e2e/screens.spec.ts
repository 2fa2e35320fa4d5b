import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
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
