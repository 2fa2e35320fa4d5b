import type { Page } from '@playwright/test'
import { decodeFunctionData, erc20Abi, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import type { DevnetManifest } from '../src/api/schemas/manifest'
import { expect, openAndConnect, test } from './support/fixtures'
import { chooseChains, reviewAndConfirm, tokenAddress } from './support/form'
import { fundFreshAccount, sendTokenCall } from './support/freshAccount'

// FUSDT, the devnet's USDT-like token: its approve refuses to change one non-zero allowance into another. With an
// allowance outstanding, Ferry approves 0 first: read from the chain, not from a list of tokens.
const A = 31337
const B = 31338

/** A fresh account with 100 FUSDT and 1 unit of allowance left to the depository (an earlier transfer, say). */
async function accountWithAllowanceLeft(
  manifest: DevnetManifest,
  key: Hex,
  chain: (id: number) => { waitForTransactionReceipt(a: { hash: Hex }): Promise<unknown> },
) {
  const fusdt = tokenAddress(manifest, A, 'FUSDT') as Hex
  await fundFreshAccount(manifest, { address: privateKeyToAddress(key), chainId: A, tokens: { fusdt: '100000000' } })
  const depository = manifest.chains.find((c) => c.id === A)!.contracts.depository as Hex
  const hash = await sendTokenCall(manifest, {
    key,
    chainId: A,
    token: fusdt,
    call: 'approve',
    to: depository,
    amount: 1n,
  })
  await chain(A).waitForTransactionReceipt({ hash })
  return { fusdt, depository }
}

/** Picks FUSDT (not verified: found by its address, used once the person says they checked it). */
async function bridgeFusdt(page: Page, manifest: DevnetManifest) {
  await chooseChains(page, { from: A, to: B })
  await page.getByRole('button', { name: /^Token / }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('combobox').fill(tokenAddress(manifest, A, 'FUSDT'))
  await dialog.getByRole('option').first().click()
  const warning = dialog.getByTestId('unverified-warning')
  await warning.getByLabel('I checked the address and want to use this token').check()
  await warning.getByRole('button', { name: 'Use FUSDT' }).click()
  await page.getByLabel('You pay').fill('25')
  const bridge = page.getByRole('button', { name: /^Bridge from/ })
  await expect(bridge).toBeEnabled()
  await reviewAndConfirm(page, bridge)
  await expect(page.getByTestId('transfer-result')).toContainText('Done', { timeout: 60_000 })
}

/** The amounts of the approvals among some calls, in order. */
const approvals = (calls: { data?: Hex }[]) =>
  calls.flatMap((call) => {
    if (!call.data?.startsWith('0x095ea7b3')) return []
    return [(decodeFunctionData({ abi: erc20Abi, data: call.data }).args as [Hex, bigint])[1]]
  })

test.describe('a USDT-like token with an allowance outstanding, one by one', () => {
  const key = generatePrivateKey()
  test.use({ walletKey: key })

  test('approves 0 first, then the amount, then deposits', async ({ page, wallet, manifest, chain, balanceOf }) => {
    await accountWithAllowanceLeft(manifest, key, chain)
    const before = await balanceOf({ chainId: B, token: tokenAddress(manifest, B, 'FUSDT'), owner: wallet.address })
    await openAndConnect(page, wallet)
    await bridgeFusdt(page, manifest)
    const sent = wallet.requests
      .filter((r) => r.method === 'eth_sendTransaction')
      .map((r) => (r.params as [{ data?: Hex }])[0])
    expect(sent).toHaveLength(3)
    expect(approvals(sent)).toEqual([0n, 25_000_000n])
    const after = await balanceOf({ chainId: B, token: tokenAddress(manifest, B, 'FUSDT'), owner: wallet.address })
    expect(after).toBeGreaterThan(before)
  })
})

test.describe('a USDT-like token with an allowance outstanding, in a batch', () => {
  const key = generatePrivateKey()
  test.use({ walletKey: key, walletBatching: 'atomic' })

  test('the reset goes first in the one batch', async ({ page, wallet, manifest, chain }) => {
    await accountWithAllowanceLeft(manifest, key, chain)
    await openAndConnect(page, wallet)
    await bridgeFusdt(page, manifest)
    const batches = wallet.requests.filter((r) => r.method === 'wallet_sendCalls')
    expect(batches).toHaveLength(1)
    const calls = (batches[0]!.params as [{ calls: { data?: Hex }[] }])[0].calls
    expect(calls).toHaveLength(3)
    expect(approvals(calls)).toEqual([0n, 25_000_000n])
    expect(wallet.calls).not.toContain('eth_sendTransaction')
  })
})
