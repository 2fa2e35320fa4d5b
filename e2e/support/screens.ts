import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * Screenshot tests: what a person sees, compared with the committed pictures in e2e/screens/.
 * Stable on these machines because the test command installs the fonts (Noto, Noto CJK), the page's clock is fixed,
 * animations and the caret are off, and whatever a live devnet changes between runs (amounts, fees, balances, hashes,
 * ids, times) is painted over by a mask of the same size, so the layout around it is still compared.
 */
export const SCREEN_WIDTHS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const
export type ScreenWidth = keyof typeof SCREEN_WIDTHS

/** A fixed wall clock for the page (timers still run, so polling and debounces work as usual). */
const FIXED_TIME = new Date('2026-06-01T12:00:00Z')

export async function prepareScreen(page: Page, width: ScreenWidth) {
  await page.setViewportSize(SCREEN_WIDTHS[width])
  await page.clock.setFixedTime(FIXED_TIME)
  await page.emulateMedia({ reducedMotion: 'reduce' })
}

/** What changes from run to run on a live devnet, painted over in every picture. */
function volatile(page: Page): Locator[] {
  return [page.locator('[data-volatile]')]
}

/** Compares the page (or one part of it) with its committed picture, once fonts and images have settled. */
export async function expectScreen(
  page: Page,
  name: string,
  args: { mask?: Locator[]; target?: Locator; fullPage?: boolean } = {},
) {
  await page.evaluate(async () => {
    await document.fonts.ready
    // Images on screen, loaded or failed (a lazy one below the fold never loads, and is not in the picture anyway).
    const pending = [...document.images].filter((img) => !img.complete && img.loading !== 'lazy')
    // An image a wallet's icon server never answers must not hold the picture forever: 10 s at most.
    const giveUp = new Promise((done) => setTimeout(done, 10_000))
    await Promise.race([
      giveUp,
      Promise.all(
        pending.map(
          (img) =>
            new Promise((done) => {
              img.addEventListener('load', done, { once: true })
              img.addEventListener('error', done, { once: true })
            }),
        ),
      ),
    ])
  })
  const options = { mask: [...volatile(page), ...(args.mask ?? [])], fullPage: args.fullPage }
  if (args.target) await expect(args.target).toHaveScreenshot(`${name}.png`, options)
  else await expect(page).toHaveScreenshot(`${name}.png`, options)
}
