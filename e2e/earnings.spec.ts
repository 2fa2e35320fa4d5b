import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import type { Address, Hex } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { devnetHarness } from '../devnet/testing/devnetHarness'
import { transferKit } from '../devnet/testing/transferKit'
import type { DevnetManifest } from '../src/api/schemas/manifest'
import { formatAmount } from '../src/lib/amounts'
import { expect, openAndConnect, test } from './support/fixtures'
import { tokenAddress } from './support/form'

const A = 31337
const B = 31338
/** A fill, its settlement (when the fee accrues) and a claim's payment, on a loaded machine. */
const SETTLE_TIMEOUT_MS = 60_000

/**
 * Makes the devnet owe `feeWallet` app fees in USDC on A: a transfer quoted straight against the devnet with a
 * 1 % fee to it, paid by a fresh funded account and filled; waits until the fee has accrued. Returns the balance.
 */
async function earnFees(manifest: DevnetManifest, feeWallet: Address): Promise<bigint> {
  const kit = transferKit(devnetHarness({ ...manifest, apiKeys: [] }))
  const usdcA = tokenAddress(manifest, A, 'USDC') as Address
  const payer = await kit.wallet({ usdc: 50_000_000n, chainId: A })
  const quoted = await kit.quote({
    user: payer.address,
    originChainId: A,
    destinationChainId: B,
    originCurrency: usdcA,
    destinationCurrency: tokenAddress(manifest, B, 'USDC'),
    amount: '20000000',
    tradeType: 'EXACT_INPUT',
    appFees: [{ recipient: feeWallet, fee: '100' }],
  })
  await kit.execute(quoted.quote, payer)
  expect((await kit.final(quoted.requestId, SETTLE_TIMEOUT_MS)).status).toBe('success')
  await expect.poll(() => kit.appFeeBalance(feeWallet, A, usdcA), { timeout: SETTLE_TIMEOUT_MS }).toBeGreaterThan(0n)
  return kit.appFeeBalance(feeWallet, A, usdcA)
}

/** Serious or critical axe findings on the page, in words. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html.slice(0, 120)).join(', ')})`)
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

/** The connected wallet's earnings, reached through the site's page links. */
async function openEarnings(page: Page) {
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'earnings' }).click()
  await expect(page).toHaveURL(/[?&]view=earnings(&|$)/)
}

test.describe('a wallet that earned nothing', () => {
  // A fresh account: no spec names it as an app fee recipient.
  test.use({ walletKey: generatePrivateKey() })

  test('without a wallet, the Earnings page asks for the fee wallet; connected, a wallet that earned nothing sees so', async ({
    page,
    wallet,
  }) => {
    expect(wallet.calls).toEqual([])
    await page.goto('/?view=earnings&network=local')
    await page.getByRole('button', { name: 'Connect the fee wallet' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Test Wallet/ })
      .first()
      .click()
    // Connected: the wallet's balances are asked for (a wallet that is not connected has none to show).
    await expect(page.getByTestId('earnings-empty')).toContainText('Nothing to claim yet.')
    await expect(page.getByText('No claims yet.')).toBeVisible()
  })
})

test.describe('a fee wallet with earned app fees', () => {
  const key: Hex = generatePrivateKey()
  const feeWallet = privateKeyToAddress(key)
  test.use({ walletKey: key })

  test('claims its balance to another address with one signature; the address is paid on chain and the claim is listed', async ({
    page,
    wallet,
    manifest,
    balanceOf,
  }) => {
    test.setTimeout(180_000)
    const earned = await earnFees(manifest, feeWallet)
    const usdcA = tokenAddress(manifest, A, 'USDC')
    await openAndConnect(page, wallet)
    await openEarnings(page)

    const row = page.getByTestId('earnings-balance').and(page.locator(`[data-currency="${usdcA.toLowerCase()}"]`))
    await expect(row.getByTestId('balance-amount')).toHaveText(formatAmount(earned, 6, 6))
    await expect(page.getByTestId('earnings-total')).toContainText('$')
    await expect(page.getByRole('list', { name: 'Claims' })).toHaveCount(0)
    await expect(page.getByText('No claims yet.')).toBeVisible()

    const to = privateKeyToAddress(generatePrivateKey())
    await row.getByRole('button', { name: /^Claim USDC on / }).click()
    const panel = page.getByTestId('claim-panel')
    // The keyboard lands on the claim that opened.
    await expect(panel.getByRole('heading', { name: /^Claim USDC on / })).toBeFocused()
    await panel.getByRole('radio', { name: 'Another address' }).check()
    const address = panel.getByLabel('Address to pay')
    await address.fill('0x1234')
    await panel.getByRole('button', { name: 'Sign to claim' }).click()
    await expect(panel.getByRole('alert')).toContainText('address')
    await address.fill(to)
    await panel.getByRole('button', { name: 'Sign to claim' }).click()

    await expect(panel.getByTestId('claim-result')).toContainText(`Claimed ${formatAmount(earned, 6)} USDC to ${to}.`, {
      timeout: SETTLE_TIMEOUT_MS,
    })
    const hash = await panel.getByTestId('claim-tx').getAttribute('data-hash')
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await balanceOf({ chainId: A, token: usdcA, owner: to })).toBe(earned)
    // One eip191 signature over the claim's 32-byte hash, as the public claim step asks: signed as raw bytes (the
    // devnet recovers over those bytes, so a signature of the hex as text would have been refused), then followed in
    // the listing, the post answering only { message }.
    expect(wallet.calls.filter((m) => m === 'personal_sign')).toHaveLength(1)
    expect(wallet.calls).not.toContain('eth_sendTransaction')

    // Claimed in full: the balance is gone, and the history lists the claim, paid, with its transaction.
    await expect(page.getByTestId('earnings-empty')).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Claim again' })).toHaveCount(0)
    const claims = page.getByRole('list', { name: 'Claims' }).getByRole('listitem')
    await expect(claims).toHaveCount(1)
    await expect(claims.first().getByTestId('claim-status')).toHaveText('success')
    await expect(claims.first()).toContainText(`${formatAmount(earned, 6)} USDC`)
    await expect(claims.first().locator(`[data-hash="${hash}"]`)).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})

test.describe('a fee wallet that declines the claim', () => {
  const key: Hex = generatePrivateKey()
  const feeWallet = privateKeyToAddress(key)
  test.use({ walletKey: key })

  test('says so, keeps the form, and loses nothing (on a 360 px wide phone)', async ({ page, wallet, manifest }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width: 360, height: 780 })
    const earned = await earnFees(manifest, feeWallet)
    const usdcA = tokenAddress(manifest, A, 'USDC') as Address
    await openAndConnect(page, wallet)
    await openEarnings(page)
    await page.getByRole('button', { name: /^Claim USDC on / }).click()
    const panel = page.getByTestId('claim-panel')
    await panel.getByRole('radio', { name: 'An amount' }).check()
    const amount = panel.getByLabel('Amount of USDC to claim')
    await amount.fill(formatAmount(earned + 1n, 6).replace(/,/g, ''))
    await panel.getByRole('button', { name: 'Sign to claim' }).click()
    await expect(panel.getByRole('alert')).toContainText('More than the balance')
    await amount.fill('0.01')

    wallet.rejectNext('personal_sign')
    await panel.getByRole('button', { name: 'Sign to claim' }).click()
    await expect(panel.getByTestId('claim-error')).toContainText('You declined the request in your wallet.')
    await expect(panel.getByTestId('claim-error')).toContainText('Nothing was claimed')
    await expect(amount).toBeEnabled()
    await expect(amount).toHaveValue('0.01')
    await expect(page.getByText('No claims yet.')).toBeVisible()
    expect(await sidewaysScroll(page)).toBe(0)
    expect(await seriousViolations(page)).toEqual([])
    const kit = transferKit(devnetHarness({ ...manifest, apiKeys: [] }))
    expect(await kit.appFeeBalance(feeWallet, A, usdcA)).toBe(earned)
  })
})

test.describe('a fee wallet with more claims than a page', () => {
  const key: Hex = generatePrivateKey()
  const feeWallet = privateKeyToAddress(key)
  test.use({ walletKey: key })

  test('lists them newest first, ten at a time, the rest behind More', async ({ page, wallet, manifest }) => {
    test.setTimeout(180_000)
    await earnFees(manifest, feeWallet)
    const kit = transferKit(devnetHarness({ ...manifest, apiKeys: [] }))
    const usdcA = tokenAddress(manifest, A, 'USDC') as Address
    // Eleven claims of 1, 2, ... 11 smallest units, as the official client makes them.
    for (let n = 1n; n <= 11n; n++) {
      const answer = await kit.claimAppFees(key, { chainId: A, currency: usdcA, recipient: feeWallet, amount: n })
      expect(answer.status).toBe(200)
    }
    await openAndConnect(page, wallet)
    await openEarnings(page)
    const claims = page.getByRole('list', { name: 'Claims' }).getByRole('listitem')
    await expect(claims).toHaveCount(10)
    await expect(claims.first()).toContainText('0.000011 USDC')
    await page.getByRole('button', { name: 'More' }).click()
    await expect(claims).toHaveCount(11)
    await expect(claims.last()).toContainText('0.000001 USDC')
    await expect(page.getByRole('button', { name: 'More' })).toHaveCount(0)
  })
})
