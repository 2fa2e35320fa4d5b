import { expect, openAndConnect, test } from './support/fixtures'
import { chooseChains, chooseToken, devnetAdmin, waitForQuote } from './support/form'

// Serial: the solver's capacity and closed routes are the devnet's, shared by every page.
const A = 31337
const B = 31338

/** Every amount the page asked a quote or a price for. */
function recordAskedAmounts(page: import('@playwright/test').Page) {
  const amounts: string[] = []
  page.on('request', (request) => {
    if (!/\/(quote\/v2|price)$/.test(request.url()) || request.method() !== 'POST') return
    amounts.push(String((request.postDataJSON() as { amount?: string }).amount))
  })
  return amounts
}

test.describe('the route and its chains before any quote (GET /config/v2, /chains/liquidity, /chains/health)', () => {
  test.afterEach(async ({ manifest }) => {
    await devnetAdmin(manifest, '/devnet/solver', { capacityUsd: '2000000', closedRoutes: [], unhealthyChains: [] })
  })

  test('the pay field says “up to” the capacity; above it no quote is asked; Max stops at it', async ({
    page,
    wallet,
    manifest,
  }) => {
    await devnetAdmin(manifest, '/devnet/solver', { capacityUsd: '1234.5' })
    const asked = recordAskedAmounts(page)
    await openAndConnect(page, wallet)
    await chooseChains(page, { from: A, to: B })
    await chooseToken(page, { picker: 'Token', token: 'USDC' })
    await expect(page.getByTestId('route-limit')).toHaveText('Up to 1,234.5 USDC right now')
    // The test wallet holds more than that: the balance is shown beside it, and Max takes the route's most.
    await expect(page.getByTestId('balance')).toHaveText(/^Balance: [\d,]+ USDC$/)

    await page.getByLabel('You pay').fill('2000')
    await expect(page.getByRole('alert').filter({ hasText: 'This route takes at most' })).toHaveText(
      'This route takes at most 1,234.5 USDC right now. Enter a smaller amount.',
    )
    await expect(page.getByRole('button', { name: 'Try a smaller amount' })).toBeDisabled()
    expect(asked).not.toContain('2000000000')

    await page.getByRole('button', { name: /^Max: / }).click()
    await expect(page.getByLabel('You pay')).toHaveValue('1234.5')
    await waitForQuote(page)
    expect(asked).toContain('1234500000')
  })

  test('a route the service does not take says so before any quote, without a wallet', async ({ page, manifest }) => {
    await devnetAdmin(manifest, '/devnet/solver', { closedRoutes: [{ originChainId: A, destinationChainId: B }] })
    const asked = recordAskedAmounts(page)
    await page.goto('/')
    await chooseChains(page, { from: A, to: B })
    await page.getByLabel('You pay').fill('0.1')
    await expect(page.getByText('The service does not take transfers on this route right now.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Pick other chains' })).toBeVisible()
    expect(asked).toEqual([])
    // The other way is open: a price comes.
    await chooseChains(page, { from: B, to: A })
    await waitForQuote(page)
  })

  test('a chosen chain the service calls unhealthy is said so under its picker and marked in the list', async ({
    page,
    manifest,
  }) => {
    await devnetAdmin(manifest, '/devnet/solver', { unhealthyChains: [B] })
    await page.goto('/')
    await chooseChains(page, { from: A, to: B })
    const note = 'This chain is not working normally right now: fills may be slower and deposits may wait.'
    const form = page.getByRole('form', { name: 'Transfer' })
    // Under the destination's picker only (the origin answers healthy), and the picker's button is described by it.
    await expect(form.getByTestId('chain-status')).toHaveText(note)
    await expect(form.getByRole('button', { name: /^To / })).toHaveAccessibleDescription(note)
    await form.getByRole('button', { name: /^To / }).click()
    await expect(page.getByRole('dialog').locator(`[data-chain-id="${B}"]`)).toContainText(note)
    await page.keyboard.press('Escape')
  })
})
