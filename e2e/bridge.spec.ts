import type { Page } from '@playwright/test'
import { expect, openAndConnect, test } from './support/fixtures'
import { chooseChains, chooseToken, recordQuotes, reviewAndConfirm } from './support/form'

const A = 31337
const B = 31338

async function fillRoute(page: Page, args: { from: number; to: number; token: string; search?: string }) {
  await chooseChains(page, { from: args.from, to: args.to })
  await chooseToken(page, { picker: 'Token', token: args.token, search: args.search })
}

async function finishedRequestId(page: Page): Promise<string> {
  await expect(page.getByTestId('transfer-result')).toContainText('Done', { timeout: 60_000 })
  return (await page.getByTestId('request-id').textContent())!.trim()
}

test('bridges ETH with EXACT_INPUT and the recipient gets exactly what the quote says', async ({
  page,
  wallet,
  manifest,
  balanceOf,
}) => {
  const quotes = recordQuotes(page).byId
  await openAndConnect(page, wallet)
  await fillRoute(page, { from: A, to: B, token: 'ETH' })
  await page.getByLabel('You pay').fill('0.5')
  const bridge = page.getByRole('button', { name: /^Bridge from/ })
  await expect(bridge).toBeEnabled()
  await expect(page.getByTestId('quote-summary')).toContainText('ETH')

  const before = await balanceOf({
    chainId: B,
    token: '0x0000000000000000000000000000000000000000',
    owner: wallet.address,
  })
  await reviewAndConfirm(page, bridge)
  const requestId = await finishedRequestId(page)
  const quote = quotes.get(requestId)
  expect(quote, 'the executed quote came from the devnet').toBeDefined()
  expect(quote!.details.currencyIn?.amount).toBe('500000000000000000')

  const after = await balanceOf({
    chainId: B,
    token: '0x0000000000000000000000000000000000000000',
    owner: wallet.address,
  })
  expect(after - before).toBe(BigInt(quote!.details.currencyOut!.amount))
  await expect(page.getByTestId('destination-tx')).toBeVisible()
  await expect(page.getByTestId('origin-tx').first()).toBeVisible()
  expect(manifest.chains.map((c) => c.id)).toContain(B)
  // The devnet has no block explorer: the fill's hash links to Ferry's activity, which finds the request by it.
  const fillHash = await page.getByTestId('destination-tx').getAttribute('data-hash')
  const fillHref = await page.getByTestId('destination-tx').getAttribute('href')
  expect(fillHref).toBe(`/?view=activity&network=local&term=${fillHash}`)
  const activity = await page.context().newPage()
  await activity.goto(fillHref!)
  await expect(activity.getByTestId('activity-list').locator('li')).toHaveCount(1)
  await expect(activity.getByTestId('activity-list').locator(`[data-request-id="${requestId}"]`)).toBeVisible()
  await activity.close()

  // Remembered on the device, and still there after a reload.
  const listed = page.getByTestId('recent-transfers').locator(`[data-request-id="${requestId}"]`)
  await expect(listed).toContainText('Completed')
  await page.reload()
  await expect(listed).toContainText('0.5 ETH')
  await expect(page.getByTestId('transfer-resumed')).toHaveCount(0)
})

test('bridges USDC with EXACT_OUTPUT, approving first, and the recipient gets exactly the amount asked for', async ({
  page,
  wallet,
  manifest,
  balanceOf,
}) => {
  const usdcOn = (chainId: number) =>
    manifest.chains.find((c) => c.id === chainId)!.currencies.find((c) => c.symbol === 'USDC')!.address
  await openAndConnect(page, wallet)
  await fillRoute(page, { from: B, to: A, token: 'USDC', search: usdcOn(B) })
  await page.getByLabel('Exact output').check()
  await page.getByLabel('You receive').fill('25.5')
  const bridge = page.getByRole('button', { name: /^Bridge from/ })
  await expect(bridge).toBeEnabled()

  const before = await balanceOf({ chainId: A, token: usdcOn(A), owner: wallet.address })
  await reviewAndConfirm(page, bridge)
  await finishedRequestId(page)
  const after = await balanceOf({ chainId: A, token: usdcOn(A), owner: wallet.address })
  expect(after - before).toBe(25_500_000n)
  expect(wallet.calls.filter((m) => m === 'eth_sendTransaction').length).toBeGreaterThanOrEqual(1)
})

test('a deposit declined in the wallet brings the form back with a notice, and nothing is sent', async ({
  page,
  wallet,
  chain,
}) => {
  await openAndConnect(page, wallet)
  await fillRoute(page, { from: A, to: B, token: 'ETH' })
  await page.getByLabel('You pay').fill('0.1')
  const bridge = page.getByRole('button', { name: /^Bridge from/ })
  await expect(bridge).toBeEnabled()
  const nonceBefore = await chain(A).getTransactionCount({ address: wallet.address })

  wallet.rejectNext('eth_sendTransaction')
  await reviewAndConfirm(page, bridge)
  await expect(page.getByTestId('transfer-cancelled')).toContainText('declined')
  await expect(page.getByTestId('transfer-error')).toHaveCount(0)
  await expect(page.getByTestId('transfer-result')).toHaveCount(0)
  await expect(page.getByLabel('You pay')).toHaveValue('0.1')
  await expect(bridge).toBeEnabled()
  expect(await chain(A).getTransactionCount({ address: wallet.address })).toBe(nonceBefore)
  await page.screenshot({ path: test.info().outputPath('declined.png'), fullPage: true })
})
