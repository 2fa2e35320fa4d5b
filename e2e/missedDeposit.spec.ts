import { type Hex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { exchange } from './support/exchange'
import { expect, openAndConnect, test } from './support/fixtures'
import { chooseChains, devnetAdmin, reviewAndConfirm, waitForQuote } from './support/form'

// Issue 41, "I paid, why does nothing happen?": the devnet's solver is made to miss a sender's deposits
// (`overlookDepositsFrom`), as a service that did not see them; the person's help, or Ferry's own, finds them.
const SETTLED_WITHIN = 150_000
test.describe.configure({ timeout: 240_000 })

const A = 31337
const B = 31338
type Manifest = Parameters<typeof devnetAdmin>[0]

const overlook = (manifest: Manifest, senders: string[]) =>
  devnetAdmin(manifest, '/devnet/solver', { overlookDepositsFrom: senders })

test('a bridge whose deposit the service misses still fills: Ferry tells the service about every deposit it sends', async ({
  page,
  wallet,
  manifest,
}) => {
  await overlook(manifest, [wallet.address])
  try {
    await openAndConnect(page, wallet)
    await page.getByLabel('You pay').fill('0.03')
    await waitForQuote(page)
    const indexed = page.waitForRequest((r) => r.url().endsWith('/transactions/index') && r.method() === 'POST')
    await reviewAndConfirm(page, page.getByRole('button', { name: /^Bridge from/ }))
    const body = (await indexed).postDataJSON() as { txHash: string; chainId: string }
    expect(body.chainId).toBe(String(A))
    expect(body.txHash).toMatch(/^0x[0-9a-f]{64}$/)
    await expect(page.getByTestId('transfer-result')).toContainText('Done', { timeout: SETTLED_WITHIN })
  } finally {
    await overlook(manifest, [])
  }
})

test('a payment to a deposit address the service missed: the person pastes its hash, and the transfer completes', async ({
  page,
  manifest,
}) => {
  const payer = await exchange(manifest)
  await overlook(manifest, [payer.address])
  try {
    await page.goto('/?network=local&pay=address')
    await expect(page.getByTestId('deposit-address-panel')).toBeVisible()
    await chooseChains(page, { from: A, to: B })
    await page.getByLabel('You send').fill('0.05')
    await page.getByLabel('Recipient address').fill(privateKeyToAddress(generatePrivateKey()))
    await page.getByRole('button', { name: 'Get a deposit address' }).click()
    const address = (await page.getByTestId('deposit-address').textContent())!.trim() as Hex
    const hash = await payer.payEth(address, parseEther('0.05'))

    // Longer than expected: the check is offered beside the timeline.
    const check = page.getByTestId('deposit-check')
    await expect(check).toBeVisible({ timeout: 60_000 })
    await expect(check).toContainText('Paid, and nothing happens?')
    const hashField = check.getByLabel('Transaction hash of your payment')
    await hashField.fill('0x1234')
    await check.getByRole('button', { name: 'Look for it' }).click()
    await expect(check.getByRole('alert')).toContainText('That is not a transaction hash on')
    // A hash the chain does not have (another chain's, say): said so, with what to check.
    await hashField.fill(`0x${'5'.repeat(64)}`)
    await check.getByRole('button', { name: 'Look for it' }).click()
    await expect(check.getByTestId('deposit-check-outcome')).toContainText('finds no transaction with this hash on')
    await page.screenshot({ path: test.info().outputPath('deposit-check-not-found.png'), fullPage: true })

    await hashField.fill(hash)
    await check.getByRole('button', { name: 'Look for it' }).click()
    await expect(page.getByTestId('transfer-result')).toContainText('Done', { timeout: SETTLED_WITHIN })
    // What the check found stays beside the result: the person asked, and sees the answer (it once vanished).
    await expect(check.getByTestId('deposit-check-outcome')).toContainText(/found/i)
    await expect(check.getByLabel('Transaction hash of your payment')).toHaveCount(0)
  } finally {
    await overlook(manifest, [])
  }
})
