import type { Page } from '@playwright/test'
import { erc20Abi, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import type { DevnetManifest } from '../src/api/schemas/manifest'
import { accountButton, expect, openAndConnect, test } from './support/fixtures'
import { chooseChains, chooseToken, reviewAndConfirm, tokenAddress } from './support/form'
import { fundFreshAccount, sendTokenCall } from './support/freshAccount'

// EIP-5792: a wallet that batches sends the approval and the deposit in one confirmation, as one real transaction
// on the devnet chain (the account delegates to the devnet's batch executor, EIP-7702). Every account is fresh.
const A = 31337
const B = 31338
const depository = (manifest: DevnetManifest) => manifest.chains.find((c) => c.id === A)!.contracts.depository as Hex

async function bridgeUsdc(page: Page, manifest: DevnetManifest, key: Hex) {
  await fundFreshAccount(manifest, { address: privateKeyToAddress(key), chainId: A, tokens: { usdc: '100000000' } })
  await chooseChains(page, { from: A, to: B })
  await chooseToken(page, { picker: 'Token', token: 'USDC', search: tokenAddress(manifest, A, 'USDC') })
  await page.getByLabel('You pay').fill('25')
  const bridge = page.getByRole('button', { name: /^Bridge from/ })
  await expect(bridge).toBeEnabled()
  return bridge
}

const done = (page: Page) => expect(page.getByTestId('transfer-result')).toContainText('Done', { timeout: 60_000 })
const count = (calls: string[], method: string) => calls.filter((m) => m === method).length

test.describe('a wallet that batches', () => {
  const key = generatePrivateKey()
  test.use({ walletKey: key, walletBatching: 'atomic' })

  test('a USDC bridge that needs an approval takes one wallet_sendCalls, no eth_sendTransaction, and is one transaction on chain', async ({
    page,
    wallet,
    manifest,
    chain,
  }) => {
    await openAndConnect(page, wallet)
    const bridge = await bridgeUsdc(page, manifest, key)
    // While the wallet asks, both steps wait on that one confirmation.
    wallet.beforeNext('wallet_sendCalls', async () => {
      await expect(page.getByText('Approve the token: confirm in your wallet (all together, one step)')).toBeVisible()
      await expect(page.getByText('Deposit: confirm in your wallet (all together, one step)')).toBeVisible()
      await page.screenshot({ path: test.info().outputPath('batch-confirm.png'), fullPage: true })
    })
    await reviewAndConfirm(page, bridge)
    await done(page)
    expect(count(wallet.calls, 'wallet_sendCalls')).toBe(1)
    expect(count(wallet.calls, 'eth_sendTransaction')).toBe(0)
    const sent = wallet.requests.find((r) => r.method === 'wallet_sendCalls')!.params as [{ calls: unknown[] }]
    expect(sent[0].calls).toHaveLength(2)
    // The account now runs the batch executor's code (EIP-7702), and the batch was one mined transaction.
    const code = await chain(A).getCode({ address: wallet.address })
    expect(code).toBe(`0xef0100${manifest.chains[0]!.contracts.batchExecutor!.slice(2).toLowerCase()}`)
    await expect(page.getByTestId('origin-tx')).toHaveCount(1)
  })
})

test.describe('a wallet without EIP-5792', () => {
  const key = generatePrivateKey()
  test.use({ walletKey: key })

  test('the same bridge takes two confirmations, one by one', async ({ page, wallet, manifest }) => {
    await openAndConnect(page, wallet)
    await reviewAndConfirm(page, await bridgeUsdc(page, manifest, key))
    await done(page)
    expect(count(wallet.calls, 'eth_sendTransaction')).toBe(2)
    expect(wallet.calls).not.toContain('wallet_sendCalls')
  })
})

test.describe('a wallet that says atomic: ready, then refuses', () => {
  const key = generatePrivateKey()
  test.use({ walletKey: key, walletBatching: 'refuses' })

  test('falls back to one by one, and says so in words', async ({ page, wallet, manifest }) => {
    await openAndConnect(page, wallet)
    const bridge = await bridgeUsdc(page, manifest, key)
    wallet.beforeNext('eth_sendTransaction', async () => {
      await expect(page.getByTestId('batch-refused')).toContainText(
        'Your wallet could not send these steps together, so it asks you to confirm each one in turn.',
      )
      await page.screenshot({ path: test.info().outputPath('batch-refused.png'), fullPage: true })
    })
    await reviewAndConfirm(page, bridge)
    await done(page)
    expect(count(wallet.calls, 'wallet_sendCalls')).toBe(1)
    expect(count(wallet.calls, 'eth_sendTransaction')).toBe(2)
  })
})

test.describe('a batch declined', () => {
  const key = generatePrivateKey()
  test.use({ walletKey: key, walletBatching: 'atomic' })

  test('is the person declining: nothing is sent one by one after it', async ({ page, wallet, manifest, chain }) => {
    await openAndConnect(page, wallet)
    const bridge = await bridgeUsdc(page, manifest, key)
    wallet.rejectNext('wallet_sendCalls')
    await reviewAndConfirm(page, bridge)
    await expect(page.getByText('You declined the request in your wallet.')).toBeVisible()
    expect(count(wallet.calls, 'eth_sendTransaction')).toBe(0)
    const usdc = tokenAddress(manifest, A, 'USDC') as Hex
    const allowance = await chain(A).readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [wallet.address, depository(manifest)],
    })
    expect(allowance).toBe(0n)
  })
})

test.describe('a batch whose deposit reverts', () => {
  const key = generatePrivateKey()
  test.use({ walletKey: key, walletBatching: 'atomic' })

  test('changes nothing on chain (the approval in it neither) and says so', async ({
    page,
    wallet,
    manifest,
    chain,
  }) => {
    await openAndConnect(page, wallet)
    const bridge = await bridgeUsdc(page, manifest, key)
    const usdc = tokenAddress(manifest, A, 'USDC') as Hex
    // The funds leave the account (another app, say) while the wallet asks: the deposit in the batch must revert.
    wallet.beforeNext('wallet_sendCalls', async () => {
      const hash = await sendTokenCall(manifest, {
        key,
        chainId: A,
        token: usdc,
        call: 'transfer',
        to: '0x000000000000000000000000000000000000dEaD',
        amount: 100_000_000n,
      })
      await chain(A).waitForTransactionReceipt({ hash })
    })
    await reviewAndConfirm(page, bridge)
    await expect(page.getByText(/The batch was reverted on chain as a whole/)).toBeVisible({ timeout: 30_000 })
    const allowance = await chain(A).readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [wallet.address, depository(manifest)],
    })
    expect(allowance).toBe(0n)
    expect(count(wallet.calls, 'eth_sendTransaction')).toBe(0)
  })
})

test.describe('a reload while a batch is on its way', () => {
  const key = generatePrivateKey()
  test.use({ walletKey: key, walletBatching: 'atomic' })

  test('picks the batch up by its id and follows the transfer to the end', async ({
    page,
    wallet,
    manifest,
    chain,
  }) => {
    await openAndConnect(page, wallet)
    const bridge = await bridgeUsdc(page, manifest, key)
    // The wallet gives the batch's id at once but holds the batch off the chain (a bundler that has not sent it yet).
    const send = wallet.holdNextBatch()
    await reviewAndConfirm(page, bridge)
    await expect.poll(() => wallet.calls.includes('wallet_getCallsStatus'), { timeout: 30_000 }).toBe(true)
    const id = (wallet.requests.find((r) => r.method === 'wallet_getCallsStatus')!.params as string[])[0]
    // What the reloaded page asks, counted from the moment it replaces the old one (whose polling then stops).
    let reloadedFrom = Number.POSITIVE_INFINITY
    page.once('framenavigated', () => {
      reloadedFrom = wallet.requests.length
    })
    await page.reload()
    const askedAfterReload = () =>
      wallet.requests
        .slice(reloadedFrom)
        .filter((r) => r.method === 'wallet_getCallsStatus')
        .map((r) => (r.params as string[])[0])
    // Nothing is on chain yet, so only the batch's id (not the service) can tell the page about it.
    await expect.poll(askedAfterReload, { timeout: 30_000 }).toContain(id)
    // The wallet is back in the header (a reload that lost it could not ask it anything).
    await expect(accountButton(page, wallet.address)).toBeVisible()
    // The batch's steps are on their way, not done; pending a while, the wait gets its words after the reload too.
    await expect(page.getByText('Deposit: waiting for confirmation (sent together, one step)')).toBeVisible()
    await expect(page.getByTestId('batch-long-wait')).toBeVisible({ timeout: 60_000 })
    await expect(page.getByText('Deposit: waiting for your wallet to send it (all together, one step)')).toBeVisible()
    // Nothing was paid yet: no "Paid, and nothing happens?" while the wallet holds the deposit's batch.
    await expect(page.getByRole('region', { name: 'Paid, and nothing happens?' })).toHaveCount(0)
    await page.screenshot({ path: test.info().outputPath('batch-resumed.png'), fullPage: true })
    const allowance = await chain(A).readContract({
      address: tokenAddress(manifest, A, 'USDC') as Hex,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [wallet.address, depository(manifest)],
    })
    expect(allowance).toBe(0n)
    await send()
    await done(page)
    // The batch's one transaction, learnt from the wallet by the id after the reload.
    await expect(page.getByTestId('origin-tx')).toHaveCount(1)
    expect(count(wallet.calls, 'wallet_sendCalls')).toBe(1)
    expect(count(wallet.calls, 'eth_sendTransaction')).toBe(0)
  })
})

test.describe("a batch the wallet keeps pending (a Safe collecting its owners' signatures)", () => {
  const key = generatePrivateKey()
  test.use({ walletKey: key, walletBatching: 'atomic' })

  test('says why it waits, then follows the batch to the end once the wallet sends it', async ({
    page,
    wallet,
    manifest,
  }) => {
    await openAndConnect(page, wallet)
    const bridge = await bridgeUsdc(page, manifest, key)
    // The wallet gives the batch's id at once and keeps it pending, as a Safe does until enough owners have signed.
    const send = wallet.holdNextBatch()
    await reviewAndConfirm(page, bridge)
    await expect(page.getByText('Deposit: waiting for confirmation (sent together, one step)')).toBeVisible()
    await expect(page.getByTestId('batch-long-wait')).toHaveCount(0)
    // After BATCH_LONG_WAIT_MS (20 s) of pending: the words for the wait, on the steps and below them.
    await expect(page.getByTestId('batch-long-wait')).toContainText('ask the other signers of your account', {
      timeout: 60_000,
    })
    await expect(page.getByText('Deposit: waiting for your wallet to send it (all together, one step)')).toBeVisible()
    await expect(
      page.getByText('Approve the token: waiting for your wallet to send it (all together, one step)'),
    ).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('batch-long-wait.png'), fullPage: true })
    await send()
    await done(page)
    await expect(page.getByTestId('batch-long-wait')).toHaveCount(0)
    await expect(page.getByTestId('origin-tx')).toHaveCount(1)
    expect(count(wallet.calls, 'eth_sendTransaction')).toBe(0)
  })
})

test.describe('the Devnet wallet', () => {
  test('batches a USDC bridge too: one transaction on chain, from an account delegated to the batch executor', async ({
    browser,
    manifest,
    chain,
  }) => {
    // A page of its own, with nothing injected: the person uses the Devnet wallet Ferry offers on the local network.
    const page = await browser.newPage()
    const owner = manifest.accounts[0]!.address as Hex
    await page.goto('/?network=local')
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Devnet wallet/ })
      .click()
    await chooseChains(page, { from: A, to: B })
    await chooseToken(page, { picker: 'Token', token: 'USDC', search: tokenAddress(manifest, A, 'USDC') })
    await page.getByLabel('You pay').fill('10')
    await reviewAndConfirm(page, page.getByRole('button', { name: /^Bridge from/ }))
    await done(page)
    // The approval and the deposit share the batch's one transaction.
    await expect(page.getByTestId('origin-tx')).toHaveCount(1)
    const executor = manifest.chains.find((c) => c.id === A)!.contracts.batchExecutor!
    expect(await chain(A).getCode({ address: owner })).toBe(`0xef0100${executor.slice(2).toLowerCase()}`)
    await page.close()
  })
})
