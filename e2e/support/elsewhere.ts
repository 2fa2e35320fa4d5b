import type { Browser, Page } from '@playwright/test'
import { E2E_WIDGET_URL } from './ports'

/** A request's page in a browser of its own: no wallet, nothing remembered, clipboard allowed. */
export async function openElsewhere(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: E2E_WIDGET_URL,
    permissions: ['clipboard-read', 'clipboard-write'],
  })
  const page = await context.newPage()
  await page.goto(path)
  return page
}
