import type { FrameLocator, Locator, Page } from '@playwright/test'
import type { DevnetManifest } from '../../src/api/schemas/manifest'
import { type QuoteResponse, quoteResponseSchema } from '../../src/api/schemas/quote'
import { expect } from './fixtures'

/** Every quote the page receives from the real devnet, by request id, and the latest one. */
export function recordQuotes(page: Page) {
  const byId = new Map<string, QuoteResponse>()
  let latest: QuoteResponse | undefined
  page.on('response', async (response) => {
    if (!response.url().endsWith('/quote/v2') || !response.ok()) return
    const quote = quoteResponseSchema.parse(await response.json())
    const id = quote.steps.find((s) => s.requestId)?.requestId
    if (id) byId.set(id, quote)
    latest = quote
  })
  return {
    byId,
    latest: () => latest,
    latestId: () => latest?.steps.find((s) => s.requestId)?.requestId,
  }
}

export async function chooseMode(page: Page, mode: 'Bridge' | 'Swap' | 'Send' | 'Wrap' | 'Unwrap') {
  await page.getByText(mode, { exact: true }).click()
  await expect(page.getByRole('radio', { name: mode, exact: true })).toBeChecked()
}

/** Picks a token the way a person does: open the picker, search (symbol or address), Enter. */
export async function chooseToken(
  page: Page,
  args: { picker: 'Token' | 'Receive token'; token: string; search?: string },
) {
  await page.getByRole('button', { name: new RegExp(`^${args.picker} `) }).click()
  await page
    .getByRole('dialog')
    .getByRole('combobox')
    .fill(args.search ?? args.token)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: `${args.picker} ${args.token}`, exact: true })).toBeFocused()
}

/** Picks a chain the way a person does: open the chain picker, click the chain; the button then shows it. */
export async function chooseChain(page: Page | FrameLocator, args: { picker: RegExp; chainId: number }) {
  const button = page.getByRole('form', { name: 'Transfer' }).getByRole('button', { name: args.picker })
  if ((await button.getAttribute('data-value')) === String(args.chainId)) return
  await button.click()
  await page.getByRole('dialog').locator(`[role="option"][data-chain-id="${args.chainId}"]`).click()
  await expect(button).toHaveAttribute('data-value', String(args.chainId))
}

export async function chooseChains(page: Page, args: { from: number; to?: number }) {
  await chooseChain(page, { picker: /^(From|Chain) /, chainId: args.from })
  if (args.to !== undefined) await chooseChain(page, { picker: /^To /, chainId: args.to })
}

export const tokenAddress = (manifest: DevnetManifest, chainId: number, symbol: string) =>
  manifest.chains.find((c) => c.id === chainId)!.currencies.find((c) => c.symbol === symbol)!.address

/** Calls a devnet admin endpoint and fails the test if it refuses. */
export async function devnetAdmin(manifest: DevnetManifest, path: string, body: unknown, method = 'POST') {
  const response = await fetch(`${manifest.serviceUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.ok, `${path}: ${await response.clone().text()}`).toBe(true)
  return response.json()
}

/**
 * Holds one request's fill until `releaseFill`: a test that must see a request in flight waits for what it wants to
 * see, then lets it go, instead of racing a fill delay on a busy machine.
 */
export async function holdFill(manifest: DevnetManifest, requestId: string) {
  await devnetAdmin(manifest, '/devnet/solver', { requestId, fillDelayMs: 600_000 })
}

/** Lets a fill held by `holdFill` go now (the devnet re-times a hold under way from its start). */
export async function releaseFill(manifest: DevnetManifest, requestId: string) {
  await devnetAdmin(manifest, '/devnet/solver', { requestId, fillDelayMs: 0 })
}

export async function waitForQuote(page: Page) {
  await expect(page.getByTestId('quote-summary')).toBeVisible()
}

/**
 * Starts a transfer the way a person does: the main button (which names the action) opens the review, which must
 * show what leaves, what arrives, to whom, the fees and the time; its Confirm opens the wallet.
 */
export async function reviewAndConfirm(scope: Page | FrameLocator, main: Locator, confirm = 'Confirm') {
  await main.click()
  const review = scope.getByTestId('review')
  await expect(review).toBeVisible()
  for (const row of ['review-send', 'review-receive', 'review-recipient', 'review-fees'])
    await expect(review.getByTestId(row)).toBeVisible()
  await scope.getByRole('button', { name: confirm, exact: true }).click()
}
