import type { Page } from '@playwright/test'
import { formatEther, type Hex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { exchange } from './support/exchange'
import { expect, test } from './support/fixtures'
import { chooseChains, recordQuotes, tokenAddress } from './support/form'
import { readQrCode } from './support/readQrCode'

/**
 * A deposit address settles through three devnet transactions (the payment found by the scan, the sweep into the
 * depository, the fill on the other chain): on a loaded machine (three suites on two cores) that took over a minute.
 */
const SETTLED_WITHIN = 150_000
test.describe.configure({ timeout: 210_000 })

const A = 31337
const B = 31338
const ZERO = '0x0000000000000000000000000000000000000000'

async function askAddress(page: Page, args: { amount: string; recipient: string; refundTo?: string }) {
  await page.goto('/?network=local&pay=address')
  await expect(page.getByTestId('deposit-address-panel')).toBeVisible()
  await chooseChains(page, { from: A, to: B })
  await page.getByLabel('You send').fill(args.amount)
  await page.getByLabel('Recipient address').fill(args.recipient)
  if (args.refundTo) {
    await page.getByLabel(/Exactly this amount/).check()
    await page.getByLabel('Refund address').fill(args.refundTo)
  }
  await page.getByRole('button', { name: 'Get a deposit address' }).click()
  await expect(page.getByTestId('deposit-instructions')).toBeVisible()
  return (await page.getByTestId('deposit-address').textContent())!.trim() as Hex
}

test('pays from an "exchange" with no wallet in the page: the QR code is the address, a reload keeps watching, the recipient is filled', async ({
  page,
  manifest,
  balanceOf,
}) => {
  const recipient = privateKeyToAddress(generatePrivateKey())
  const quotes = recordQuotes(page)
  const address = await askAddress(page, { amount: '0.1', recipient })
  expect(await readQrCode(page)).toBe(address)
  await expect(page.getByTestId('deposit-amount')).toHaveText('0.1 ETH')
  // Any amount is accepted here: the headline does not say "exactly", and the QR code is large enough to scan.
  await expect(page.getByTestId('deposit-instructions')).not.toContainText('exactly')
  await expect(page.getByTestId('deposit-instructions')).toContainText('Another amount is accepted too')
  expect((await page.getByTestId('deposit-qr').boundingBox())!.width).toBeGreaterThanOrEqual(160)
  await expect(page.getByTestId('deposit-expiry')).toContainText('holds for')
  // Nothing connected: the page never asked a wallet for anything.
  expect(await page.evaluate(() => Boolean((window as { ethereum?: unknown }).ethereum))).toBe(false)

  await page.reload()
  await expect(page.getByTestId('transfer-resumed')).toBeVisible()
  await expect(page.getByTestId('deposit-address')).toHaveText(address)

  const quote = quotes.latest()!
  const payer = await exchange(manifest)
  // More than the quote's amount: any amount is accepted, and the outcome says what arrived, not what was quoted.
  await payer.payEth(address, parseEther('0.15'))
  await expect(page.getByTestId('transfer-result')).toContainText('Done', { timeout: SETTLED_WITHIN })
  const received = await balanceOf({ chainId: B, token: ZERO, owner: recipient })
  expect(received).toBeGreaterThan(BigInt(quote.details.currencyOut!.amount))
  await expect(page.getByTestId('arrived-amount')).toHaveText(
    new RegExp(`^${formatEther(received).slice(0, 5)}\\d* ETH$`),
  )
  // Activity finds it, paid to a deposit address, with who paid.
  const requestId = (await page.getByTestId('request-id').textContent())!.trim()
  await page.goto(`/?view=activity&network=local&term=${requestId}`)
  const row = page.getByTestId('activity-list').locator(`[data-request-id="${requestId}"]`)
  await expect(row).toContainText('paid to a deposit address')
  await row.getByRole('button').first().click()
  await expect(row.getByTestId('detail-depositor')).toHaveText(new RegExp(payer.address, 'i'))
})

test('an exact amount paid short is refunded to the refund address, with why', async ({
  page,
  manifest,
  balanceOf,
}) => {
  const recipient = privateKeyToAddress(generatePrivateKey())
  const refundTo = privateKeyToAddress(generatePrivateKey())
  const address = await askAddress(page, { amount: '0.1', recipient, refundTo })
  await expect(page.getByTestId('deposit-instructions')).toContainText('less is refunded')
  await (await exchange(manifest)).payEth(address, parseEther('0.04'))
  const result = page.getByTestId('transfer-result')
  await expect(result).toContainText('Refunded', { timeout: SETTLED_WITHIN })
  await expect(result.getByTestId('fail-reason')).toContainText('Less was deposited than the quote required')
  await expect(result).toContainText(`the refund address ${refundTo}`)
  expect(await balanceOf({ chainId: A, token: ZERO, owner: refundTo })).toBeGreaterThan(0n)
  expect(await balanceOf({ chainId: B, token: ZERO, owner: recipient })).toBe(0n)
})

test('USDC sent to an ETH deposit address is refunded, with its sentence', async ({ page, manifest, balanceOf }) => {
  const recipient = privateKeyToAddress(generatePrivateKey())
  const refundTo = privateKeyToAddress(generatePrivateKey())
  const address = await askAddress(page, { amount: '0.1', recipient, refundTo })
  await (await exchange(manifest)).payUsdc(address, 5_000_000n)
  const result = page.getByTestId('transfer-result')
  await expect(result).toContainText('Refunded', { timeout: SETTLED_WITHIN })
  await expect(result.getByTestId('fail-reason')).toContainText('different token than the one quoted')
  expect(await balanceOf({ chainId: A, token: tokenAddress(manifest, A, 'USDC'), owner: refundTo })).toBe(5_000_000n)
})

test('an exact amount overpaid fills the recipient and refunds the excess as a second leg', async ({
  page,
  manifest,
  balanceOf,
}) => {
  const recipient = privateKeyToAddress(generatePrivateKey())
  const refundTo = privateKeyToAddress(generatePrivateKey())
  const quotes = recordQuotes(page)
  const address = await askAddress(page, { amount: '0.1', recipient, refundTo })
  const quote = quotes.latest()!
  await (await exchange(manifest)).payEth(address, parseEther('0.15'))
  await expect(page.getByTestId('transfer-result')).toContainText('Done', { timeout: SETTLED_WITHIN })
  expect(await balanceOf({ chainId: B, token: ZERO, owner: recipient })).toBe(BigInt(quote.details.currencyOut!.amount))
  // The 0.05 ETH over the order goes back to the refund address in a leg of its own.
  await expect
    .poll(() => balanceOf({ chainId: A, token: ZERO, owner: refundTo }), { timeout: 30_000 })
    .toBe(parseEther('0.05'))
})

test('an embed that takes payment only through deposit addresses shows that form, and both when asked', async ({
  page,
}) => {
  await page.goto('/embed.html?network=local&payWith=address')
  await expect(page.getByTestId('deposit-address-panel')).toBeVisible()
  await expect(page.getByRole('tab')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Connect wallet', exact: true })).toHaveCount(0)

  await page.goto('/embed.html?network=local&payWith=both')
  await expect(page.getByRole('button', { name: 'Connect wallet', exact: true })).toBeVisible()
  // Tabs as ARIA has them: the arrow keys move the choice.
  await page.getByRole('tab', { name: 'From my wallet' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByTestId('deposit-address-panel')).toBeVisible()
  await expect(page.getByRole('tab', { name: 'From an exchange or other wallet' })).toBeFocused()
  await expect(page.getByRole('tab', { name: 'From an exchange or other wallet' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
})
