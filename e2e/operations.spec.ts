import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { expect, openAndConnect, test } from './support/fixtures'
import {
  chooseChains,
  chooseMode,
  chooseToken,
  recordQuotes,
  reviewAndConfirm,
  tokenAddress,
  waitForQuote,
} from './support/form'

const [A, B, C] = [31337, 31338, 31339]
const ETH = '0x0000000000000000000000000000000000000000'

async function finish(page: import('@playwright/test').Page) {
  await expect(page.getByTestId('transfer-result')).toContainText('Done', { timeout: 60_000 })
  return (await page.getByTestId('request-id').textContent())!.trim()
}

test('cross-chain swap: ETH on A to USDC on B, at least the minimum the quote promised', async ({
  page,
  wallet,
  manifest,
  balanceOf,
}) => {
  const quotes = recordQuotes(page)
  await openAndConnect(page, wallet)
  await chooseMode(page, 'Swap')
  await chooseChains(page, { from: A, to: B })
  await chooseToken(page, { picker: 'Receive token', token: 'USDC' })
  await page.getByLabel('You pay').fill('0.1')
  await waitForQuote(page)
  const usdcB = tokenAddress(manifest, B, 'USDC')
  const before = await balanceOf({ chainId: B, token: usdcB, owner: wallet.address })
  await reviewAndConfirm(page, page.getByRole('button', { name: 'Swap', exact: true }))
  const quote = quotes.byId.get(await finish(page))!
  const gained = (await balanceOf({ chainId: B, token: usdcB, owner: wallet.address })) - before
  expect(gained).toBeGreaterThanOrEqual(
    BigInt(quote.details.currencyOut!.minimumAmount ?? quote.details.currencyOut!.amount),
  )
  expect(quote.details.operation).toBe('swap')
})

test('same-chain swap: USDC to ETH on C', async ({ page, wallet, manifest, balanceOf }) => {
  await openAndConnect(page, wallet)
  await chooseMode(page, 'Swap')
  await chooseChains(page, { from: C, to: C })
  await chooseToken(page, { picker: 'Token', token: 'USDC' })
  await chooseToken(page, { picker: 'Receive token', token: 'ETH' })
  await page.getByLabel('You pay').fill('150')
  await waitForQuote(page)
  // The wallet starts on A; it is told before signing that it will switch.
  await expect(page.getByTestId('preflight-network')).toContainText('switch to Ferry Devnet C')
  const usdcC = tokenAddress(manifest, C, 'USDC')
  const before = await balanceOf({ chainId: C, token: usdcC, owner: wallet.address })
  await reviewAndConfirm(page, page.getByRole('button', { name: 'Swap', exact: true }))
  await finish(page)
  expect(before - (await balanceOf({ chainId: C, token: usdcC, owner: wallet.address }))).toBe(150_000_000n)
})

test('send: ETH from A to a fresh address on B, which receives exactly the quoted amount', async ({
  page,
  wallet,
  balanceOf,
}) => {
  const quotes = recordQuotes(page)
  const recipient = privateKeyToAddress(generatePrivateKey())
  await openAndConnect(page, wallet)
  await chooseMode(page, 'Send')
  await chooseChains(page, { from: A, to: B })
  await page.getByLabel('Recipient address').fill(recipient.toLowerCase())
  await page.getByLabel('You pay').fill('0.05')
  await waitForQuote(page)
  await reviewAndConfirm(page, page.getByRole('button', { name: 'Send', exact: true }))
  const quote = quotes.byId.get(await finish(page))!
  expect(await balanceOf({ chainId: B, token: ETH, owner: recipient })).toBe(BigInt(quote.details.currencyOut!.amount))
})

test('wrap then unwrap on C', async ({ page, wallet, manifest, balanceOf, chain }) => {
  const quotes = recordQuotes(page)
  const wethC = tokenAddress(manifest, C, 'WETH')
  await openAndConnect(page, wallet)
  await chooseMode(page, 'Wrap')
  await chooseChains(page, { from: C })
  await page.getByLabel('You pay').fill('0.2')
  await waitForQuote(page)
  const before = await balanceOf({ chainId: C, token: wethC, owner: wallet.address })
  await reviewAndConfirm(page, page.getByRole('button', { name: 'Wrap', exact: true }))
  const wrapQuote = quotes.byId.get(await finish(page))!
  const wrapped = (await balanceOf({ chainId: C, token: wethC, owner: wallet.address })) - before
  expect(wrapped).toBe(BigInt(wrapQuote.details.currencyOut!.amount))

  // "New transfer" only clears the form: it once re-submitted the executed quote (a second deposit).
  const nonce = await chain(C).getTransactionCount({ address: wallet.address })
  await page.getByRole('button', { name: 'New transfer' }).click()
  await expect(page.getByTestId('transfer-result')).toHaveCount(0)
  await chooseMode(page, 'Unwrap')
  await page.getByLabel('You pay').fill('0.1')
  await waitForQuote(page)
  await reviewAndConfirm(page, page.getByRole('button', { name: 'Unwrap', exact: true }))
  const unwrapQuote = quotes.byId.get(await finish(page))!
  // Every transaction sent since "New transfer" is one of the unwrap's own items: nothing was sent twice.
  const unwrapItems = unwrapQuote.steps.reduce((n, step) => n + step.items.length, 0)
  expect(await chain(C).getTransactionCount({ address: wallet.address })).toBe(nonce + unwrapItems)
  expect(before + wrapped - (await balanceOf({ chainId: C, token: wethC, owner: wallet.address }))).toBe(10n ** 17n)
})
