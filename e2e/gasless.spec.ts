import type { Page } from '@playwright/test'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { expect, openAndConnect, test } from './support/fixtures'
import { chooseChains, chooseToken, devnetAdmin, recordQuotes, reviewAndConfirm, tokenAddress } from './support/form'

const A = 31337
const B = 31338
const ZERO = '0x0000000000000000000000000000000000000000'

/** A fresh account holding only USDC on A: no ETH anywhere for gas. */
async function usdcOnly(manifest: Parameters<typeof devnetAdmin>[0], key: `0x${string}`) {
  const address = privateKeyToAddress(key)
  await devnetAdmin(manifest, '/devnet/faucet', { address, chainId: A, ethBalance: '0', usdc: '100000000' })
  return address
}

async function askGasless(page: Page) {
  await chooseChains(page, { from: A, to: B })
  await chooseToken(page, { picker: 'Token', token: 'USDC' })
  await page.getByLabel('You pay').fill('25')
  // Stopped for gas, and offered the deposit by signature instead.
  await expect(page.getByTestId('preflight-problem')).toContainText('network gas')
  await page.getByRole('button', { name: 'Deposit by signature' }).click()
  await expect(page.getByTestId('gasless-on')).toBeVisible()
  const sign = page.getByRole('button', { name: /^Sign to bridge from/ })
  await expect(sign).toBeEnabled()
  return sign
}

test.describe('a person with USDC and no gas', () => {
  const key = generatePrivateKey()
  test.use({ walletKey: key })

  test('bridges with one signature and no transaction of their own, through depositing', async ({
    page,
    wallet,
    manifest,
    balanceOf,
  }) => {
    const address = await usdcOnly(manifest, key)
    const quotes = recordQuotes(page)
    await openAndConnect(page, wallet)
    const sign = await askGasless(page)
    const usdcB = tokenAddress(manifest, B, 'USDC')
    const before = await balanceOf({ chainId: B, token: usdcB, owner: address })
    await reviewAndConfirm(page, sign)
    await expect(page.getByTestId('transfer-result')).toContainText('Done', { timeout: 60_000 })

    const requestId = (await page.getByTestId('request-id').textContent())!.trim()
    const quote = quotes.byId.get(requestId)!
    expect(quote.steps.map((s) => s.kind)).toEqual(['signature'])
    expect(await balanceOf({ chainId: B, token: usdcB, owner: address })).toBe(
      before + BigInt(quote.details.currencyOut!.amount),
    )
    // Not one transaction from the person: a typed-data signature, and their ETH still 0.
    expect(wallet.calls).toContain('eth_signTypedData_v4')
    expect(wallet.calls).not.toContain('eth_sendTransaction')
    expect(await balanceOf({ chainId: A, token: ZERO, owner: address })).toBe(0n)
    // The service submitted the deposit: the request went through `depositing`, and the timeline has its row.
    const record = await (await fetch(`${manifest.serviceUrl}/devnet/requests/${requestId}`)).json()
    expect(JSON.stringify(record)).toContain('"depositing"')
    await expect(page.getByText('The service is submitting your signed deposit')).toBeVisible()
  })
})

test.describe('a declined signature', () => {
  const key = generatePrivateKey()
  test.use({ walletKey: key })

  test('brings the form back with nothing sent', async ({ page, wallet, manifest, balanceOf }) => {
    const address = await usdcOnly(manifest, key)
    const quotes = recordQuotes(page)
    await openAndConnect(page, wallet)
    const sign = await askGasless(page)
    wallet.rejectNext('eth_signTypedData_v4')
    await reviewAndConfirm(page, sign)
    await expect(page.getByText('You declined the request in your wallet.')).toBeVisible()
    await expect(page.getByLabel('You pay')).toBeEnabled()
    await expect(page.getByLabel('You pay')).toHaveValue('25')
    const requestId = quotes.latestId()!
    const status = await (await fetch(`${manifest.serviceUrl}/intents/status/v3?requestId=${requestId}`)).json()
    expect(status.status).toBe('waiting')
    expect(await balanceOf({ chainId: A, token: tokenAddress(manifest, A, 'USDC'), owner: address })).toBe(100_000_000n)
  })
})
