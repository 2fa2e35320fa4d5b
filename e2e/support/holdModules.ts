import type { Page, Route } from '@playwright/test'

/**
 * Holds Ferry's module scripts (and their preloads) until `release`; `held()` counts those waiting. What a test sees
 * and types into meanwhile is the page's HTML and its inline script alone (src/prerender).
 */
export async function holdModules(page: Page) {
  const waiting: Route[] = []
  let released = false
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    if (released) return route.continue()
    waiting.push(route)
  })
  return {
    held: () => waiting.length,
    release: async () => {
      released = true
      await Promise.all(waiting.splice(0).map((route) => route.continue()))
    },
  }
}
