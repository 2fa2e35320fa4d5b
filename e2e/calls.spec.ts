import type { Page } from '@playwright/test'
import type { PublicClient } from 'viem'
import { QUOTE_DEBOUNCE_MS } from '../src/api/quotePolicy'
import type { DevnetManifest } from '../src/api/schemas/manifest'
import { vaultAbi } from '../src/api/vaultAbi'
import { expect, openAndConnect, test } from './support/fixtures'

/** approve(address,uint256) */
const APPROVE_SELECTOR = '0x095ea7b3'

const B = 31338

async function openCalls(page: Page) {
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'calls' }).click()
  await expect(page.getByRole('heading', { name: 'Call contracts on another chain' })).toBeVisible()
}

/** Runs the calls on screen to the fill and returns how much the user's USDC balance in the vault on B grew. */
async function runAndMeasureVault(args: {
  page: Page
  manifest: DevnetManifest
  chain: (id: number) => PublicClient
  owner: `0x${string}`
}) {
  const onB = args.manifest.chains.find((c) => c.id === B)!
  const usdc = onB.currencies.find((c) => c.symbol === 'USDC')!.address as `0x${string}`
  const balance = () =>
    args.chain(B).readContract({
      address: onB.contracts.vault as `0x${string}`,
      abi: vaultAbi,
      functionName: 'balanceOf',
      args: [usdc, args.owner],
    })
  const before = await balance()
  await args.page.getByRole('button', { name: 'Pay and run the calls' }).click()
  await expect(args.page.getByTestId('transfer-result')).toContainText('Done', { timeout: 60_000 })
  return (await balance()) - before
}

/** ETH on A pays; on B the calls receive exactly 25 USDC: approve the vault, then deposit for the user. */
async function approveAndDeposit(page: Page) {
  await page.getByLabel('The calls receive (USDC)').fill('25')
  await page.getByRole('button', { name: 'Example: approve and deposit into the devnet vault' }).click()
  await expect(page.getByTestId('call-1-decoded')).toContainText('approve(spender: ')
  await expect(page.getByTestId('call-1-decoded')).toContainText('amount: 25000000)')
  await expect(page.getByTestId('call-2-decoded')).toContainText('deposit(token: ')
}

test('ETH on one chain deposits USDC into the vault on another through approve + call, and the vault holds it for the user', async ({
  page,
  wallet,
  manifest,
  chain,
}) => {
  await openAndConnect(page, wallet)
  await openCalls(page)
  await approveAndDeposit(page)
  await expect(page.getByTestId('call-quote')).toContainText('the calls receive 25 USDC')
  await expect(page.getByTestId('call-problems')).toHaveCount(0)

  const gainedInVault = await runAndMeasureVault({ page, manifest, chain, owner: wallet.address })
  expect(gainedInVault).toBe(25_000_000n)

  // The setup is a link: the same calls come back from the URL.
  await page.reload()
  await expect(page.getByTestId('call-2-decoded')).toContainText('deposit(token: ')
  // The body names the sender, so it waits for the remembered wallet to come back after the reload; on a loaded
  // machine the wallet side loads well after the page.
  await expect(page.getByRole('banner').getByRole('button', { name: /^0x/ })).toBeVisible({ timeout: 60_000 })
  await page.getByText('Share and export').click()
  await expect(page.getByTestId('quote-body')).toContainText('"tradeType": "EXACT_OUTPUT"')
  await expect(page.getByTestId('quote-body')).toContainText('"txs": [')
})

test('a deposit without its approval is refused before quoting, with the fix one click away', async ({
  page,
  wallet,
}) => {
  const quoteRequests: string[] = []
  page.on('request', (r) => r.url().endsWith('/quote/v2') && quoteRequests.push(r.postData() ?? ''))
  // The page's clock runs as usual; the test fast-forwards it past the quote debounce instead of sleeping.
  await page.clock.install()
  await openAndConnect(page, wallet)
  await openCalls(page)
  await approveAndDeposit(page)
  await expect(page.getByTestId('call-quote')).toBeVisible()
  await page.getByRole('button', { name: 'Remove call 1' }).click()

  const problem = page.getByTestId('call-1').getByRole('alert')
  await expect(problem).toContainText('no earlier call approves')
  await expect(page.getByTestId('call-problems')).toContainText('One problem to fix')
  await expect(page.getByTestId('call-quote')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Pay and run the calls' })).toBeDisabled()
  const asked = quoteRequests.length
  // Every timer the page set (the debounce among them) fires now: a quote for the broken calls would be asked here.
  await page.clock.runFor(QUOTE_DEBOUNCE_MS * 4)

  await problem.getByRole('button', { name: 'Insert the approval' }).click()
  await expect(page.getByTestId('call-1-decoded')).toContainText('approve(spender: ')
  await expect(page.getByTestId('call-problems')).toHaveCount(0)
  await expect(page.getByTestId('call-quote')).toContainText('25 USDC')
  // The quote on screen is the positive signal: every request since the problem appeared is for the fixed calls.
  const since = quoteRequests.slice(asked).map((body) => JSON.parse(body) as { txs: { data: string }[] })
  expect(since.length).toBeGreaterThan(0)
  expect(
    since.every((body) => body.txs[0]?.data.startsWith(APPROVE_SELECTOR)),
    'no quote is asked for while a problem stands',
  ).toBe(true)
})

test('a call that reverts on the destination ends in a refund, with the failed call and its reason decoded', async ({
  page,
  wallet,
  manifest,
}) => {
  await openAndConnect(page, wallet)
  await openCalls(page)
  await approveAndDeposit(page)
  // A third call the checks cannot catch: the router owns no vault shares to withdraw.
  await page.getByRole('button', { name: 'Add a call' }).click()
  const third = page.getByTestId('call-3')
  await third.getByRole('button', { name: 'Vault' }).click()
  await third.getByLabel('ABI', { exact: true }).selectOption('vault')
  await third.getByLabel('Function', { exact: true }).selectOption('withdraw')
  const usdc = manifest.chains.find((c) => c.id === B)!.currencies.find((c) => c.symbol === 'USDC')!.address
  await third.getByLabel('token (address)').fill(usdc)
  await third.getByLabel('amount (uint256)').fill('1')
  await third.getByLabel('to (address)').fill(wallet.address)
  await expect(page.getByTestId('call-3-decoded')).toContainText('withdraw(token: ')
  await expect(page.getByTestId('call-quote')).toBeVisible()

  await page.getByRole('button', { name: 'Pay and run the calls' }).click()
  await expect(page.getByTestId('transfer-result')).toContainText(/refund/i, { timeout: 60_000 })
  const failure = page.getByTestId('call-failure')
  await expect(failure).toContainText('Call 3 (withdraw(token: ')
  await expect(failure).toContainText('reverted: InsufficientShares()')
  await expect(page.getByTestId('refund-tx-hash')).toBeVisible()
})

test('the example opens on a quote without a high price impact warning', async ({ page, wallet }) => {
  await openAndConnect(page, wallet)
  await openCalls(page)
  await page.getByRole('button', { name: 'Example: approve and deposit into the devnet vault' }).click()
  await expect(page.getByTestId('call-2-decoded')).toContainText('amount: 100000000')
  await expect(page.getByTestId('call-quote')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pay and run the calls' })).toBeEnabled()
  await expect(page.getByText('High price impact')).toHaveCount(0)
})

test('with EXACT_INPUT the builder offers calls that take whatever arrives, and the vault gets all of it', async ({
  page,
  wallet,
  manifest,
  chain,
}) => {
  const quotes: { details: { currencyOut?: { amount: string } } }[] = []
  page.on('response', async (r) => r.url().endsWith('/quote/v2') && r.ok() && quotes.push(await r.json()))
  await openAndConnect(page, wallet)
  await openCalls(page)
  await approveAndDeposit(page)
  await page.getByLabel('Exact input').check()
  await expect(page.getByTestId('exact-input-hint')).toBeVisible()
  await page.getByLabel('You pay (ETH)').fill('0.01')
  await page.getByRole('button', { name: 'Deposit whatever arrives (depositAll)' }).click()
  await expect(page.getByTestId('call-1-decoded')).toContainText('amount: max)')
  await expect(page.getByTestId('call-2-decoded')).toContainText('depositAll(token: ')
  await expect(page.getByTestId('call-quote')).toContainText('You pay 0.01 ETH')

  const gainedInVault = await runAndMeasureVault({ page, manifest, chain, owner: wallet.address })
  expect(gainedInVault).toBeGreaterThan(0n)
  expect(gainedInVault).toBe(BigInt(quotes.at(-1)!.details.currencyOut!.amount))
})
