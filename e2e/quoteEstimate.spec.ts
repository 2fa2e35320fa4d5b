import type { Page, Route } from '@playwright/test'
import { parseEther } from 'viem'
import { toDecimalString } from '../src/lib/amounts'
import { significantDecimal } from '../src/lib/format'
import { expect, openAndConnect, test } from './support/fixtures'
import { chooseChains, recordQuotes } from './support/form'

const A = 31337
const B = 31338

/**
 * Holds every quote request on its way to the devnet until the test lets it go (it then reaches the real devnet
 * unchanged), so what the page shows before its quote is there can be looked at, and records the requests the page
 * gave up on.
 */
async function holdQuotes(page: Page) {
  const held: { amount: string; route: Route }[] = []
  const abandoned: string[] = []
  await page.route('**/quote/v2', (route) => {
    held.push({ amount: (route.request().postDataJSON() as { amount: string }).amount, route })
  })
  page.on('requestfailed', (request) => {
    if (request.url().endsWith('/quote/v2')) abandoned.push((request.postDataJSON() as { amount: string }).amount)
  })
  const wei = (amount: string) => parseEther(amount).toString()
  return {
    asked: () => held.map((h) => h.amount),
    abandoned,
    wei,
    release: async (amount: string) => {
      for (const h of held.filter((x) => x.amount === wei(amount))) await h.route.continue().catch(() => undefined)
    },
  }
}

test('typing shows an estimate at once, marked as one and not signable, and the quote then replaces it', async ({
  page,
  wallet,
}) => {
  const quotes = recordQuotes(page)
  const hold = await holdQuotes(page)
  await openAndConnect(page, wallet)
  await chooseChains(page, { from: A, to: B })
  await page.getByLabel('You pay').pressSequentially('0.3', { delay: 100 })

  const estimate = page.getByTestId('amount-estimate')
  await expect(estimate).toContainText('≈ \u20660.3 ETH\u2069 (estimate)')
  await expect(page.getByLabel('You receive')).toHaveAccessibleDescription(
    'Estimate from current prices, not a quote: about 0.3 ETH',
  )
  // An estimate is no value of the form and nothing to sign.
  await expect(page.getByLabel('You receive')).toHaveValue('')
  await expect(page.getByTestId('quote-summary')).toHaveCount(0)
  await expect(page.getByRole('form', { name: 'Transfer' }).locator('button[type="submit"]')).toBeDisabled()

  await expect.poll(hold.asked).toEqual([hold.wei('0.3')])
  await hold.release('0.3')
  await expect(page.getByTestId('quote-summary')).toBeVisible()
  await expect(estimate).toHaveCount(0)
  await expect.poll(() => quotes.latest()?.details.currencyIn?.amount).toBe(hold.wei('0.3'))
  const out = quotes.latest()!.details.currencyOut!
  await expect(page.getByLabel('You receive')).toHaveValue(significantDecimal(toDecimalString(BigInt(out.amount), 18)))
  await expect(page.getByLabel('You receive')).not.toHaveAccessibleDescription(/Estimate/)
  await expect(page.getByRole('button', { name: /^Bridge from/ })).toBeEnabled()
})

test('a quote for an amount typed over is cancelled, and its answer is never shown', async ({ page, wallet }) => {
  const quotes = recordQuotes(page)
  const hold = await holdQuotes(page)
  await openAndConnect(page, wallet)
  await chooseChains(page, { from: A, to: B })
  const pay = page.getByLabel('You pay')
  await pay.pressSequentially('0.3', { delay: 100 })
  await expect.poll(hold.asked).toEqual([hold.wei('0.3')])

  // Typing on while that quote is out: once the newer amount is asked for, the older one is given up.
  await pay.press('5')
  await expect.poll(hold.asked).toEqual([hold.wei('0.3'), hold.wei('0.35')])
  await expect.poll(() => hold.abandoned).toEqual([hold.wei('0.3')])
  await expect(page.getByTestId('amount-estimate')).toContainText('≈ \u20660.35 ETH\u2069 (estimate)')

  await hold.release('0.35')
  await hold.release('0.3')
  await expect(page.getByTestId('quote-summary')).toBeVisible()
  await expect.poll(() => quotes.latest()?.details.currencyIn?.amount).toBe(hold.wei('0.35'))
  const out = quotes.latest()!.details.currencyOut!
  await expect(page.getByLabel('You receive')).toHaveValue(significantDecimal(toDecimalString(BigInt(out.amount), 18)))
})
