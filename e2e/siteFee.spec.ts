import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { type RunningSiteServer, startSiteServer } from '../server/startSiteServer'
import { appFeeBalancesResponseSchema, quoteResponseSchema } from '../src/api/schemas'
import { encodeConfigParam } from '../src/embed-host/configParam'
import { formatAmount, formatReadableAmount } from '../src/lib/amounts'
import { formatUsd } from '../src/lib/format'
import { expect, test } from './support/fixtures'
import { chooseChains, recordQuotes, reviewAndConfirm } from './support/form'
import { injectTestWallet } from './support/injectTestWallet'
import { E2E, E2E_HOST_URL, E2E_SERVICE_URL } from './support/ports'

const feeWallet = '0x00000000000000000000000000000000000005a0'
const hostsOwn = '0x00000000000000000000000000000000000005b0'
const A = 31337
const B = 31338
const ETH = '0x0000000000000000000000000000000000000000'
/** A fill, its settlement (when the fee accrues) and a claim's payment, on a loaded machine. */
const SETTLE_TIMEOUT_MS = 60_000

/** A second site server over the same build and devnet, configured with a fee on the local network. */
async function siteServerWithFee(
  bps: number,
  recipient: string = feeWallet,
): Promise<{ server: RunningSiteServer; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ferry-site-fee-'))
  const server = await startSiteServer({
    port: 0,
    distDir: '.cache/e2e-dist',
    dataDir,
    siteName: 'Example Bridge',
    networks: {
      local: { serviceUrl: E2E_SERVICE_URL, apiKey: E2E.apiKey, appFees: [{ recipient, bps }] },
    },
  })
  return { server, dataDir }
}

/** The example host page with the widget of `widgetUrl`, bridging 0.01 ETH, with fees of its own it tries to set. */
function openHostPage(page: Page, widgetUrl: string) {
  const config = {
    network: 'local',
    from: { chainId: 31337, token: 'ETH' },
    to: { chainId: 31338 },
    amount: '0.01',
    appFees: [{ recipient: hostsOwn, bps: 250 }],
    siteName: 'Host Page',
  }
  return page.goto(
    `${E2E_HOST_URL}/embed-example.html?widget=${encodeURIComponent(widgetUrl)}&config=${encodeConfigParam(config)}`,
  )
}

function quoteBodies(page: Page): { appFees?: unknown }[] {
  const bodies: { appFees?: unknown }[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/quote/v2')) bodies.push(request.postDataJSON() as { appFees?: unknown })
  })
  return bodies
}

test("through a site server, the site's fee and name are the ones the review shows, not the host page's", async ({
  page,
  wallet,
}) => {
  const { server, dataDir } = await siteServerWithFee(50)
  try {
    const quotes = recordQuotes(page)
    const bodies = quoteBodies(page)
    await openHostPage(page, server.url)
    const frame = page.frameLocator('#ferry iframe')
    await expect(frame.getByTestId('embed-account')).toContainText('Wallet of the example page')
    await expect(frame.getByTestId('quote-app-fee')).toContainText('Includes a 0.5% fee to Example Bridge')
    await expect.poll(() => BigInt(quotes.latest()?.fees.app?.amount ?? '0')).toBeGreaterThan(0n)
    // The widget asks with the site's fee (the server would put it there anyway), never the host page's own.
    expect(bodies.length).toBeGreaterThan(0)
    for (const body of bodies) expect(body.appFees).toEqual([{ recipient: feeWallet, fee: '50' }])
    expect(wallet.address).toBeTruthy()
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
})

test('a site server whose fee is above 3% gets no quote from the widget, which says why', async ({ page, wallet }) => {
  const { server, dataDir } = await siteServerWithFee(500)
  try {
    const bodies = quoteBodies(page)
    await openHostPage(page, server.url)
    const frame = page.frameLocator('#ferry iframe')
    await expect(frame.getByTestId('app-fee-refused')).toHaveText(
      'Example Bridge asks a 5% fee; Ferry does not take quotes with a fee above 3%.',
    )
    await expect(frame.getByTestId('embed-account')).toContainText('Wallet of the example page')
    await expect(frame.getByRole('button', { name: 'Fee above the limit' })).toBeDisabled()
    expect(bodies).toEqual([])
    expect(wallet.address).toBeTruthy()
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
})

/** The deposit-address form of the site's own page, filled to send 0.1 ETH from A to a fresh recipient on B. */
async function fillDepositAddressForm(page: Page, siteUrl: string) {
  await page.goto(`${siteUrl}/?network=local&pay=address`)
  await expect(page.getByTestId('deposit-address-panel')).toBeVisible()
  await chooseChains(page, { from: A, to: B })
  await page.getByLabel('You send').fill('0.1')
  await page.getByLabel('Recipient address').fill(privateKeyToAddress(generatePrivateKey()))
}

/** "0.0005 ETH ($1.50)": a quote's fee as the forms write it. */
function feeText(fee: { amount: string; amountUsd?: string | undefined }): string {
  return `${formatReadableAmount(BigInt(fee.amount), 18)} ETH (${formatUsd(fee.amountUsd)})`
}

test("the deposit-address form asks with the site's fee and names it beside what to send and what arrives", async ({
  page,
}) => {
  const { server, dataDir } = await siteServerWithFee(50)
  try {
    const quotes = recordQuotes(page)
    const bodies = quoteBodies(page)
    await fillDepositAddressForm(page, server.url)
    await page.getByRole('button', { name: 'Get a deposit address' }).click()
    const card = page.getByTestId('deposit-instructions')
    await expect(card.getByTestId('deposit-amount')).toHaveText('0.1 ETH')
    await expect.poll(() => quotes.latest()).toBeDefined()
    const quote = quotes.latest()!
    const fee = quote.fees.app!
    // 0.5 % of what is sent, to the smallest unit.
    expect(BigInt(fee.amount)).toBe((10n ** 17n * 50n) / 10_000n)
    await expect(card.getByTestId('app-fee-note')).toHaveText(`Includes a 0.5% fee to Example Bridge: ${feeText(fee)}`)
    const out = quote.details.currencyOut!
    await expect(card.getByTestId('deposit-arrives')).toContainText(
      `${formatReadableAmount(BigInt(out.amount), 18)} ETH`,
    )
    expect(bodies).toEqual([expect.objectContaining({ appFees: [{ recipient: feeWallet, fee: '50' }] })])
    await page.screenshot({ path: test.info().outputPath('deposit-with-fee.png'), fullPage: true })
    // Named the same after a reload: the instructions are remembered with the fee.
    await page.reload()
    await expect(page.getByTestId('transfer-resumed')).toBeVisible()
    await expect(page.getByTestId('app-fee-note')).toHaveText(`Includes a 0.5% fee to Example Bridge: ${feeText(fee)}`)
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
})

test('the deposit-address form of a site whose fee is above 3% asks for no address, and says why', async ({ page }) => {
  const { server, dataDir } = await siteServerWithFee(500)
  try {
    const bodies = quoteBodies(page)
    await fillDepositAddressForm(page, server.url)
    await expect(page.getByTestId('app-fee-refused')).toHaveText(
      'Example Bridge asks a 5% fee; Ferry does not take quotes with a fee above 3%.',
    )
    await expect(page.getByRole('button', { name: 'Get a deposit address' })).toBeDisabled()
    expect(bodies).toEqual([])
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
})

test("the call builder asks with the site's fee and names it in the quote of its calls", async ({ page, wallet }) => {
  const { server, dataDir } = await siteServerWithFee(50)
  try {
    const quotes = recordQuotes(page)
    const bodies = quoteBodies(page)
    await page.goto(`${server.url}/?network=local&view=calls`)
    await expect(page.getByRole('heading', { name: 'Call contracts on another chain' })).toBeVisible()
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Test Wallet/ })
      .first()
      .click()
    await page.getByLabel('The calls receive (USDC)').fill('25')
    await page.getByRole('button', { name: 'Example: approve and deposit into the devnet vault' }).click()
    await expect(page.getByTestId('call-quote')).toContainText('the calls receive 25 USDC')
    // The quote is asked again while it is read: the note follows the latest, whose fee it names to the unit.
    const note = page.getByTestId('app-fee-note')
    await expect(note).toContainText('Includes a 0.5% fee to Example Bridge: ')
    await expect
      .poll(async () => {
        const fee = quotes.latest()?.fees.app
        return (
          fee &&
          BigInt(fee.amount) > 0n &&
          (await note.textContent()) === `Includes a 0.5% fee to Example Bridge: ${feeText(fee)}`
        )
      })
      .toBe(true)
    expect(bodies.length).toBeGreaterThan(0)
    for (const body of bodies) expect(body.appFees).toEqual([{ recipient: feeWallet, fee: '50' }])
    expect(wallet.calls).toContain('eth_requestAccounts')
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
})

test.describe('a site with a 50 bps fee, end to end', () => {
  const feeKey = generatePrivateKey()
  const earner = privateKeyToAddress(feeKey)

  test("a visitor bridges through the site's embed; its fee wallet earns exactly the quoted fee and claims it with one signature", async ({
    page,
    wallet,
    browser,
    manifest,
    balanceOf,
  }) => {
    test.setTimeout(240_000)
    const { server, dataDir } = await siteServerWithFee(50, earner)
    try {
      // The visitor: the host page's embed, served by the site, bridging 0.01 ETH from A to B.
      const quotes = recordQuotes(page)
      await openHostPage(page, server.url)
      const frame = page.frameLocator('#ferry iframe')
      await expect(frame.getByTestId('embed-account')).toContainText('Wallet of the example page')
      await expect(frame.getByTestId('quote-app-fee')).toContainText('Includes a 0.5% fee to Example Bridge')
      const bridge = frame.getByRole('button', { name: /^Bridge from/ })
      await expect(bridge).toBeEnabled()
      await page.screenshot({ path: test.info().outputPath('review-with-fee.png'), fullPage: true })
      await reviewAndConfirm(frame, bridge)
      await expect(frame.getByTestId('transfer-result')).toContainText('Done', { timeout: SETTLE_TIMEOUT_MS })
      const signed = quotes.byId.get(quotes.latestId()!)!
      const fee = signed.fees.app!
      const paid = BigInt(signed.details.currencyIn!.amount)
      // 0.5 % of what was paid, to the smallest unit the devnet rounds to.
      expect(BigInt(fee.amount)).toBe((paid * 50n) / 10_000n)
      const feeChain = fee.currency!.chainId
      const feeToken = fee.currency!.address

      // What a browser sends of its own fees through this site's proxy changes nothing: the site's fee is charged.
      const body = {
        user: wallet.address,
        originChainId: A,
        destinationChainId: B,
        originCurrency: ETH,
        destinationCurrency: ETH,
        amount: paid.toString(),
        tradeType: 'EXACT_INPUT',
      }
      const ownFee = { appFees: [{ recipient: wallet.address, fee: '1000' }] }
      const throughSite = await quoteFee(`${server.url}/api/local`, { ...body, ...ownFee })
      expect(throughSite).toBe(BigInt(fee.amount))
      // Straight to the service, the same fee would be 10 %: the proxy, not the devnet, kept it at the site's.
      expect(await quoteFee(E2E_SERVICE_URL, { ...body, ...ownFee })).toBe((paid * 1000n) / 10_000n)

      // The fee wallet, on the same site's Earnings page.
      const context = await browser.newContext({ baseURL: server.url })
      try {
        const earnings = await context.newPage()
        const feeWallet = await injectTestWallet(earnings, { manifest, accountIndex: 0, privateKey: feeKey })
        await earnings.goto('/?view=earnings&network=local')
        await earnings.getByRole('button', { name: 'Connect the fee wallet' }).click()
        await earnings
          .getByRole('dialog')
          .getByRole('button', { name: /Test Wallet/ })
          .first()
          .click()
        // Settled: the fee accrues to the wallet's balance, exactly as quoted.
        const row = earnings
          .getByTestId('earnings-balance')
          .and(earnings.locator(`[data-currency="${feeToken.toLowerCase()}"]`))
        await expect(row.getByTestId('balance-amount')).toHaveText(formatAmount(BigInt(fee.amount), 18, 6), {
          timeout: SETTLE_TIMEOUT_MS,
        })
        await earnings.screenshot({ path: test.info().outputPath('earnings-balance.png'), fullPage: true })
        const balances = appFeeBalancesResponseSchema.parse(
          await (await fetch(`${server.url}/api/local/app-fees/${earner}/balances`)).json(),
        )
        expect(balances.balances.map((b) => [b.currency.chainId, b.currency.address, b.amount])).toEqual([
          [feeChain, feeToken, fee.amount],
        ])

        // Claimed to another address with one signature: that address is paid the claim on chain.
        const to = privateKeyToAddress(generatePrivateKey())
        await row.getByRole('button', { name: /^Claim ETH on / }).click()
        const panel = earnings.getByTestId('claim-panel')
        await panel.getByRole('radio', { name: 'Another address' }).check()
        await panel.getByLabel('Address to pay').fill(to)
        await panel.getByRole('button', { name: 'Sign to claim' }).click()
        await expect(panel.getByTestId('claim-result')).toContainText('Claimed', { timeout: SETTLE_TIMEOUT_MS })
        expect(await balanceOf({ chainId: feeChain, token: feeToken, owner: to })).toBe(BigInt(fee.amount))
        expect(feeWallet.calls.filter((m) => m === 'personal_sign')).toHaveLength(1)
        expect(feeWallet.calls).not.toContain('eth_sendTransaction')
        const claims = earnings.getByRole('list', { name: 'Claims' }).getByRole('listitem')
        await expect(claims).toHaveCount(1)
        await expect(claims.first().getByTestId('claim-status')).toHaveText('success')
        await earnings.screenshot({ path: test.info().outputPath('earnings-claimed.png'), fullPage: true })
      } finally {
        await context.close()
      }
    } finally {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

/** The app fee a quote through `baseUrl` charges (smallest units). */
async function quoteFee(baseUrl: string, body: object): Promise<bigint> {
  const response = await fetch(`${baseUrl}/quote/v2`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(200)
  return BigInt(quoteResponseSchema.parse(await response.json()).fees.app?.amount ?? '0')
}
