import type { Page } from '@playwright/test'
import { expect, openAndConnect, test } from './support/fixtures'
import { chooseChains, chooseToken, devnetAdmin, recordQuotes, reviewAndConfirm } from './support/form'
import { E2E, E2E_MANIFEST_PATH } from './support/ports'

// The e2e site server sponsors fees up to $1 a request (playwright.config.ts); the key's sponsor is funded here only.
const A = 31337
const B = 31338
const sponsorPath = `/devnet/sponsors/${E2E.apiKey}`

type Phase = { capHit: boolean; sponsoredTotal: { amountUsd?: string }; userPaysTotal: { amountUsd?: string } }

async function sponsorBalance(manifest: Parameters<typeof devnetAdmin>[0]): Promise<number> {
  const answer = await fetch(`${manifest.serviceUrl}${sponsorPath}`)
  return Number(((await answer.json()) as { balanceUsd: string }).balanceUsd)
}

async function record(manifest: Parameters<typeof devnetAdmin>[0], requestId: string) {
  const answer = await fetch(`${manifest.serviceUrl}/requests/v3?id=${requestId}`, {
    headers: { 'x-api-key': E2E.apiKey },
  })
  const body = (await answer.json()) as { requests: { data: { feeSponsorship?: { quoted: Phase; actual: Phase } } }[] }
  return body.requests[0]!.data.feeSponsorship!
}

async function bridgeUsdc(page: Page, amount: string) {
  await chooseChains(page, { from: A, to: B })
  await chooseToken(page, { picker: 'Token', token: 'USDC' })
  await page.getByLabel('You pay').fill(amount)
  await expect(page.getByTestId('quote-fees-sponsored')).toBeVisible()
}

test.describe('fees paid by the app (the site server sponsors them)', () => {
  test.beforeAll(async () => {
    const manifest = JSON.parse((await import('node:fs')).readFileSync(E2E_MANIFEST_PATH, 'utf8'))
    await devnetAdmin(manifest, sponsorPath, { balanceUsd: '100' }, 'PUT')
  })
  test.afterAll(async () => {
    const manifest = JSON.parse((await import('node:fs')).readFileSync(E2E_MANIFEST_PATH, 'utf8'))
    await devnetAdmin(manifest, sponsorPath, { balanceUsd: '0' }, 'PUT')
  })

  test('the person pays no service fees, and the sponsor’s balance falls by the actual ones', async ({
    page,
    wallet,
    manifest,
  }) => {
    await devnetAdmin(manifest, '/devnet/faucet', { address: wallet.address, chainId: A, usdc: '100000000' })
    const quotes = recordQuotes(page)
    await openAndConnect(page, wallet)
    await bridgeUsdc(page, '10')
    await expect(page.getByTestId('quote-fees-total')).toContainText('You pay')
    const before = await sponsorBalance(manifest)
    await reviewAndConfirm(page, page.getByRole('button', { name: /^Bridge from/ }))
    await expect(page.getByTestId('transfer-result')).toContainText('Done', { timeout: 60_000 })

    const requestId = (await page.getByTestId('request-id').textContent())!.trim()
    const quote = quotes.byId.get(requestId)!
    // Every fee of the service is the app's: what goes in comes out.
    expect(quote.details.currencyOut!.amount).toBe(quote.details.currencyIn!.amount)
    const sponsorship = await record(manifest, requestId)
    expect(sponsorship.actual.capHit).toBe(false)
    expect(Number(sponsorship.actual.userPaysTotal.amountUsd)).toBe(0)
    const charged = Number(sponsorship.actual.sponsoredTotal.amountUsd)
    expect(charged).toBeGreaterThan(0)
    expect(before - (await sponsorBalance(manifest))).toBeCloseTo(charged, 6)
  })

  test('a cap that covers part of the fees: the app pays the cap, the person the rest', async ({
    page,
    wallet,
    manifest,
  }) => {
    await devnetAdmin(manifest, '/devnet/faucet', { address: wallet.address, chainId: A, usdc: '10000000000' })
    const quotes = recordQuotes(page)
    await openAndConnect(page, wallet)
    // 5 bps of $5,000 is $2.50 of service fee alone: over the $1 cap.
    await bridgeUsdc(page, '5000')
    await expect(page.getByTestId('quote-fees-sponsored')).toContainText('$1.00')
    await reviewAndConfirm(page, page.getByRole('button', { name: /^Bridge from/ }))
    await expect(page.getByTestId('transfer-result')).toContainText('Done', { timeout: 60_000 })
    const requestId = (await page.getByTestId('request-id').textContent())!.trim()
    const sponsorship = await record(manifest, requestId)
    expect(sponsorship.quoted.capHit).toBe(true)
    expect(Number(sponsorship.quoted.sponsoredTotal.amountUsd)).toBeCloseTo(1, 6)
    expect(Number(sponsorship.quoted.userPaysTotal.amountUsd)).toBeGreaterThan(1)
    const quote = quotes.byId.get(requestId)!
    expect(BigInt(quote.details.currencyOut!.amount)).toBeLessThan(BigInt(quote.details.currencyIn!.amount))
  })
})
