import { toDecimalString } from '../src/lib/amounts'
import { formatReadable } from '../src/lib/format'
import { expect, openAndConnect, test } from './support/fixtures'
import { chooseChains, chooseMode, recordQuotes, reviewAndConfirm, waitForQuote } from './support/form'

const A = 31337
const B = 31338
const C = 31339

test('a bridge quote reads in short numbers, the full value on hover, each fee once and no jargon', async ({
  page,
  wallet,
}) => {
  const quotes = recordQuotes(page)
  await openAndConnect(page, wallet)
  await chooseChains(page, { from: A, to: B })
  await page.getByLabel('You pay').fill('0.5')
  await waitForQuote(page)
  const out = quotes.latest()!.details.currencyOut!
  const full = toDecimalString(BigInt(out.amount), 18)
  const summary = page.getByTestId('quote-summary')
  const receive = page.getByTestId('quote-receive').locator('[data-full]')
  // "0.499728 ETH", not "0.499728997365865 ETH"; every digit on hover.
  await expect(receive).toHaveText(formatReadable(full))
  expect((await receive.textContent())!.replace(/\D/g, '').replace(/^0+/, '').length).toBeLessThanOrEqual(6)
  await expect(receive).toHaveAttribute('title', new RegExp(`^${full.replace('.', '\\.')}`))
  await expect(page.getByLabel('You receive')).toHaveValue(/^0\.\d{1,6}$/)
  await expect(page.getByTestId('balance')).toHaveText(/^Balance: \u2066[\d,]+(\.\d{1,2})? ETH\u2069$/)
  // A same-token bridge has no rate ("1 ETH = 0.999457 ETH" is its fee), and the route names no contract.
  await expect(summary).not.toContainText('Rate')
  await expect(summary).not.toContainText(' = ')
  await expect(summary).not.toContainText('via ')
  // The price impact that is only the fees is not shown a second time.
  await expect(summary).not.toContainText('Price impact')
  // The relayer's parts sit under its total.
  await summary.getByText('Fees').click()
  const total = page.getByTestId('quote-fee-relayer')
  if (await total.count()) {
    const totalX = (await total.locator('dt').boundingBox())!.x
    expect((await page.getByTestId('quote-fee-relayerGas').locator('dt').boundingBox())!.x).toBeGreaterThan(totalX)
  }
})

test('success says how much arrived and to whom', async ({ page, wallet }) => {
  const quotes = recordQuotes(page)
  await openAndConnect(page, wallet)
  await chooseChains(page, { from: A, to: B })
  await page.getByLabel('You pay').fill('0.05')
  await waitForQuote(page)
  const out = quotes.latest()!.details.currencyOut!
  await reviewAndConfirm(page, page.getByRole('button', { name: /^Bridge from/ }))
  await expect(page.getByTestId('transfer-result')).toContainText('Done', { timeout: 60_000 })
  await expect(page.getByTestId('arrived-amount')).toHaveText(
    `${formatReadable(toDecimalString(BigInt(out.amount), 18))} ETH`,
  )
  await expect(page.getByTestId('arrived-recipient')).toHaveAttribute('title', new RegExp(wallet.address, 'i'))
})

test('a wrap shows no slippage, price impact or rate', async ({ page, wallet }) => {
  await openAndConnect(page, wallet)
  await chooseMode(page, 'Wrap')
  await chooseChains(page, { from: C })
  await page.getByLabel('You pay').fill('0.2')
  await waitForQuote(page)
  await expect(page.getByTestId('quote-receive')).toContainText('WETH')
  const summary = page.getByTestId('quote-summary')
  await expect(summary).not.toContainText('Max slippage')
  await expect(summary).not.toContainText('Price impact')
  await expect(summary).not.toContainText('Rate')
})
