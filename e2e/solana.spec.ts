import type { Page } from '@playwright/test'
import { address, createSolanaRpc, getBase58Decoder } from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { createPublicClient, http, parseUnits } from 'viem'
import { messagesIn } from '../scripts/i18n/messagesIn'
import type { DevnetManifest } from '../src/api/schemas/manifest'
import { expect, openAndConnect, test } from './support/fixtures'
import {
  chooseChains,
  chooseMode,
  chooseToken,
  devnetAdmin,
  recordQuotes,
  reviewAndConfirm,
  tokenAddress,
  waitForQuote,
} from './support/form'
import { SOLANA_TEST_WALLET_NAME, solanaTestWallet } from './support/solanaTestWallet'

const A = 31337
const SOLANA = 792703809
const SOL_FEE = 5_000n

/** A fresh Solana keypair funded by the devnet's faucet: its address, and its 64-byte keypair in base58. */
async function fundedKeypair(manifest: DevnetManifest, funds: { sol: string; usdc?: string }) {
  const pair = (await crypto.subtle.generateKey('Ed25519', true, ['sign', 'verify'])) as CryptoKeyPair
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey)
  const publicKey = Buffer.from(jwk.x!, 'base64url')
  const base58 = getBase58Decoder()
  const key = {
    address: base58.decode(publicKey),
    secretKey: base58.decode(Buffer.concat([Buffer.from(jwk.d!, 'base64url'), publicKey])),
  }
  await devnetAdmin(manifest, '/devnet/faucet', {
    chainId: SOLANA,
    address: key.address,
    sol: parseUnits(funds.sol, 9).toString(),
    ...(funds.usdc ? { usdc: parseUnits(funds.usdc, 6).toString() } : {}),
  })
  return key
}

function solanaBalances(manifest: DevnetManifest) {
  const solana = manifest.solana!
  const rpc = createSolanaRpc(solana.rpcUrl)
  return {
    sol: async (owner: string) => (await rpc.getBalance(address(owner)).send()).value,
    usdc: async (owner: string) => {
      const [ata] = await findAssociatedTokenPda({
        owner: address(owner),
        mint: address(solana.usdcMint),
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      })
      return BigInt((await rpc.getTokenAccountBalance(ata).send()).value.amount)
    },
  }
}

/** Connects the injected Solana test wallet from the header's Solana button, as a person does. */
async function connectSolana(page: Page) {
  const button = page.getByRole('banner').getByTestId('solana-button')
  await button.click()
  await page
    .getByRole('dialog', { name: 'Solana wallet' })
    .getByRole('button', { name: SOLANA_TEST_WALLET_NAME })
    .click()
  await expect(button).not.toHaveText('Solana')
}

const mainButton = (page: Page) => page.getByRole('button', { name: /^(Bridge from |Swap$|Send$)/ })

test('SOL on Solana to ETH on an EVM chain: the Solana wallet signs the deposit, the EVM account receives what was quoted', async ({
  page,
  wallet,
  manifest,
}) => {
  const key = await fundedKeypair(manifest, { sol: '5' })
  const balances = solanaBalances(manifest)
  await page.addInitScript(solanaTestWallet({ secretKey: key.secretKey }))
  const quotes = recordQuotes(page)
  await openAndConnect(page, wallet)
  await connectSolana(page)
  await chooseMode(page, 'Swap')
  await chooseChains(page, { from: SOLANA, to: A })
  await chooseToken(page, { picker: 'Token', token: 'SOL' })
  await chooseToken(page, { picker: 'Receive token', token: 'ETH' })
  await page.getByLabel('You pay').fill('1.5')
  await waitForQuote(page)
  const solBefore = await balances.sol(key.address)
  const client = createPublicClient({ transport: http(manifest.chains.find((c) => c.id === A)!.rpcUrl) })
  const received = await client.getBalance({ address: wallet.address })
  await reviewAndConfirm(page, mainButton(page))
  await expect(page.getByTestId('transfer-result')).toContainText('Done', { timeout: 60_000 })
  const quote = quotes.latest()!
  expect(quote.details.sender).toBe(key.address)
  // The deposit's signature is base58, shown as the origin transaction.
  await expect(page.getByTestId('origin-tx').first()).toBeVisible()
  expect(await balances.sol(key.address)).toBe(solBefore - parseUnits('1.5', 9) - SOL_FEE)
  expect(await client.getBalance({ address: wallet.address })).toBe(
    received + BigInt(quote.details.currencyOut!.amount),
  )
  await page.screenshot({ path: test.info().outputPath('sol-to-eth.png'), fullPage: true })
})

test('ETH to Solana in Bridge mode becomes a pair Solana has (USDC on both sides), and Swap still reaches SOL', async ({
  page,
  wallet,
}) => {
  await openAndConnect(page, wallet)
  await chooseMode(page, 'Bridge')
  await chooseChains(page, { from: A, to: SOLANA })
  // A bridge keeps one token on both sides: the form moves to one both chains have (issue #35, item 6),
  // so the message that asked to switch to Swap (issue #36) has nothing left to say.
  const form = page.getByRole('form', { name: 'Transfer' })
  await expect(form.getByRole('button', { name: 'Token USDC', exact: true })).toBeVisible()
  await expect(form.getByRole('button', { name: 'Receive token USDC', exact: true })).toBeVisible()
  await page.getByLabel('You pay').fill('0.02')
  await expect(form).not.toContainText('Switch to Swap')
  await chooseMode(page, 'Swap')
  await chooseToken(page, { picker: 'Receive token', token: 'SOL' })
  await expect(form).not.toContainText('Switch to Swap')
})

test('ETH on an EVM chain to SOL at a typed Solana address, with no Solana wallet: the address receives what was quoted', async ({
  page,
  wallet,
  manifest,
}) => {
  const recipient = (await fundedKeypair(manifest, { sol: '0' })).address
  const balances = solanaBalances(manifest)
  const quotes = recordQuotes(page)
  await openAndConnect(page, wallet)
  await chooseMode(page, 'Swap')
  await chooseChains(page, { from: A, to: SOLANA })
  await chooseToken(page, { picker: 'Token', token: 'ETH' })
  await chooseToken(page, { picker: 'Receive token', token: 'SOL' })
  await page.getByLabel('You pay').fill('0.02')
  // An EVM address is refused on Solana, by name; a base58 key is taken.
  const field = page.getByLabel('Recipient address')
  await field.fill(wallet.address)
  await expect(page.getByRole('form', { name: 'Transfer' }).getByRole('alert')).toContainText('Solana')
  await field.fill(recipient)
  await waitForQuote(page)
  await reviewAndConfirm(page, mainButton(page))
  await expect(page.getByTestId('transfer-result')).toContainText('Done', { timeout: 60_000 })
  const quote = quotes.latest()!
  expect(quote.details.recipient).toBe(recipient)
  expect(await balances.sol(recipient)).toBe(BigInt(quote.details.currencyOut!.amount))
  // The fill's signature links to the Solana chain's explorer, whole and unchanged.
  const fill = page.getByTestId('destination-tx').first()
  await expect(fill).toBeVisible()
  expect(await fill.getAttribute('title')).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
})

test('USDC on Solana to USDC on an EVM chain: a token transfer signed in the Solana wallet, the EVM account credited', async ({
  page,
  wallet,
  manifest,
  balanceOf,
}) => {
  const key = await fundedKeypair(manifest, { sol: '0.1', usdc: '40' })
  const balances = solanaBalances(manifest)
  await page.addInitScript(solanaTestWallet({ secretKey: key.secretKey }))
  const quotes = recordQuotes(page)
  await openAndConnect(page, wallet)
  await connectSolana(page)
  await chooseChains(page, { from: SOLANA, to: A })
  await chooseToken(page, { picker: 'Token', token: 'USDC' })
  await page.getByLabel('You pay').fill('15')
  await waitForQuote(page)
  const usdcA = tokenAddress(manifest, A, 'USDC')
  const before = await balanceOf({ chainId: A, token: usdcA, owner: wallet.address })
  await reviewAndConfirm(page, mainButton(page))
  await expect(page.getByTestId('transfer-result')).toContainText('Done', { timeout: 60_000 })
  const quote = quotes.latest()!
  expect(await balances.usdc(key.address)).toBe(parseUnits('25', 6))
  expect(await balanceOf({ chainId: A, token: usdcA, owner: wallet.address })).toBe(
    before + BigInt(quote.details.currencyOut!.amount),
  )
})

test('a Solana deposit whose fill fails comes back on Solana: the reason in words, the refund transaction, the SOL', async ({
  page,
  wallet,
  manifest,
}) => {
  const key = await fundedKeypair(manifest, { sol: '3' })
  const balances = solanaBalances(manifest)
  await page.addInitScript(solanaTestWallet({ secretKey: key.secretKey }))
  const quotes = recordQuotes(page)
  await openAndConnect(page, wallet)
  await connectSolana(page)
  await chooseMode(page, 'Swap')
  await chooseChains(page, { from: SOLANA, to: A })
  await chooseToken(page, { picker: 'Token', token: 'SOL' })
  await chooseToken(page, { picker: 'Receive token', token: 'ETH' })
  await page.getByLabel('You pay').fill('1')
  await waitForQuote(page)
  await devnetAdmin(manifest, '/devnet/faults', {
    requestId: quotes.latestId(),
    failReason: 'SOLVER_CAPACITY_EXCEEDED',
  })
  const before = await balances.sol(key.address)
  await reviewAndConfirm(page, mainButton(page))
  await expect(page.getByTestId('transfer-result')).toContainText(
    (await messagesIn('en')).t('transfer.failure.solverCapacityExceeded'),
    {
      timeout: 60_000,
    },
  )
  await expect(page.getByTestId('refund-tx-hash')).toBeVisible()
  // Sent, refunded in full: only the deposit's own signature fee is gone.
  await expect.poll(() => balances.sol(key.address)).toBe(before - SOL_FEE)
  await page.screenshot({ path: test.info().outputPath('sol-refund.png'), fullPage: true })
})
