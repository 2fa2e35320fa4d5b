import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { expect, openAndConnect, test } from './support/fixtures'
import {
  chooseChains,
  chooseMode,
  chooseToken,
  devnetAdmin,
  recordQuotes,
  reviewAndConfirm,
  tokenAddress,
} from './support/form'

const A = 31337
const B = 31338
const ZERO = '0x0000000000000000000000000000000000000000'

test('sends USDC to a recipient with no gas, with a gas top-up that arrives as quoted', async ({
  page,
  wallet,
  manifest,
  balanceOf,
}) => {
  await devnetAdmin(manifest, '/devnet/faucet', { address: wallet.address, chainId: A, usdc: '50000000' })
  const recipient = privateKeyToAddress(generatePrivateKey())
  const quotes = recordQuotes(page)
  await openAndConnect(page, wallet)
  await chooseMode(page, 'Send')
  await chooseChains(page, { from: A, to: B })
  await chooseToken(page, { picker: 'Token', token: 'USDC' })
  await page.getByLabel('Recipient address').fill(recipient)
  await page.getByLabel('You pay').fill('20')
  // The recipient has no ETH on B: the top-up is offered, and once chosen its cost comes with the quote.
  const offer = page.getByTestId('gas-topup-offer')
  await expect(offer).toContainText('no ETH on Ferry Devnet B')
  await offer.getByRole('checkbox').check()
  await expect(page.getByTestId('gas-topup-cost')).toContainText('ETH')
  await expect(page.getByTestId('gas-topup-cost')).toContainText('$2.00')
  const send = page.getByRole('button', { name: 'Send', exact: true })
  await expect(send).toBeEnabled()
  await reviewAndConfirm(page, send)
  const result = page.getByTestId('transfer-result')
  await expect(result).toContainText('Done', { timeout: 60_000 })
  await expect(result.getByTestId('gas-topup-arrived')).toContainText('ETH for gas')

  const requestId = (await page.getByTestId('request-id').textContent())!.trim()
  const quote = quotes.byId.get(requestId)!
  const topup = BigInt(quote.details.currencyGasTopup!.amount)
  expect(topup).toBeGreaterThan(0n)
  expect(await balanceOf({ chainId: B, token: ZERO, owner: recipient })).toBe(topup)
  expect(await balanceOf({ chainId: B, token: tokenAddress(manifest, B, 'USDC'), owner: recipient })).toBe(
    BigInt(quote.details.currencyOut!.amount),
  )
})
