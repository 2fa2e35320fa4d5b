import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { shortHex } from '../src/lib/format'
import { expect, openAndConnect, test } from './support/fixtures'
import {
  chooseChains,
  chooseMode,
  chooseToken,
  devnetAdmin,
  reviewAndConfirm,
  tokenAddress,
  waitForQuote,
} from './support/form'

const [A, B] = [31337, 31338]

// Issue #23, recipient safety: what the form checks of a recipient before the wallet opens.

test('a token contract as recipient needs an explicit confirmation before the transfer starts', async ({
  page,
  wallet,
  manifest,
}) => {
  // USDC sent to the WETH contract: a transfer the chain carries out, and the tokens are lost there.
  const wethB = tokenAddress(manifest, B, 'WETH')
  await openAndConnect(page, wallet)
  await chooseMode(page, 'Send')
  await chooseChains(page, { from: A, to: B })
  await chooseToken(page, { picker: 'Token', token: 'USDC' })
  await page.getByLabel('Recipient address').fill(wethB)
  await page.getByLabel('You pay').fill('20')
  await waitForQuote(page)
  const warning = page.getByTestId('recipient-warning')
  await expect(warning).toContainText('WETH token contract on Ferry Devnet B')
  const confirm = warning.getByRole('checkbox', { name: /send to this contract anyway/ })
  await expect(confirm).not.toBeChecked()

  // A click says why it cannot start, and takes the person to the confirmation; the wallet is never asked.
  const button = page.getByRole('button', { name: 'Confirm the recipient' })
  await button.click()
  await expect(page.getByTestId('recipient-blocker')).toContainText(
    'Confirm above that you want to send to this contract',
  )
  await expect(confirm).toBeFocused()
  expect(wallet.calls).not.toContain('eth_sendTransaction')

  await confirm.check()
  await expect(page.getByTestId('recipient-blocker')).toHaveCount(0)
  await reviewAndConfirm(page, page.getByRole('button', { name: 'Send', exact: true }))
  await expect.poll(() => wallet.calls.includes('eth_sendTransaction')).toBe(true)
  await expect(page.getByTestId('transfer-result')).toContainText('Done', { timeout: 60_000 })
})

test('an address the service screening flags is refused, neutrally, and gets no quote', async ({
  page,
  wallet,
  manifest,
}) => {
  const flagged = privateKeyToAddress(generatePrivateKey())
  await devnetAdmin(manifest, '/devnet/screening', { addresses: [flagged] }, 'PUT')
  try {
    await openAndConnect(page, wallet)
    await chooseMode(page, 'Send')
    await chooseChains(page, { from: A, to: B })
    await page.getByLabel('Recipient address').fill(flagged)
    await page.getByLabel('You pay').fill('0.01')
    await expect(page.getByRole('alert')).toHaveText("Ferry can't send to this address.")
    await expect(page.getByLabel('Recipient address')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByTestId('quote-summary')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toHaveCount(0)

    // Another address, not flagged: the quote comes.
    await page.getByLabel('Recipient address').fill(privateKeyToAddress(generatePrivateKey()))
    await waitForQuote(page)
  } finally {
    await devnetAdmin(manifest, '/devnet/screening', { addresses: [] }, 'PUT')
  }
})

test('a transfer to another account says so in the review; the devnet says names are not available', async ({
  page,
  wallet,
}) => {
  const other = privateKeyToAddress(generatePrivateKey())
  await openAndConnect(page, wallet)
  await chooseMode(page, 'Send')
  await chooseChains(page, { from: A, to: B })
  await page.getByLabel('Recipient address').fill('vitalik.eth')
  await expect(page.getByRole('alert')).toHaveText('Names are not available here: paste the 0x address instead.')

  await page.getByLabel('Recipient address').fill(other)
  await page.getByLabel('You pay').fill('0.01')
  await waitForQuote(page)
  await expect(page.getByTestId('quote-recipient')).toHaveText(`Recipientto ${shortHex(other)}, not your wallet`)
  await expect(page.getByTestId('recipient-warning')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeEnabled()

  // Sending to one's own wallet is no other account.
  await page.getByLabel('Recipient address').fill(wallet.address)
  await waitForQuote(page)
  await expect(page.getByTestId('quote-recipient')).toHaveCount(0)
})
