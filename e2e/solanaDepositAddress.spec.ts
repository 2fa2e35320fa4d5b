import { generateKeyPairSigner } from '@solana/kit'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { paymentInstructions } from '../devnet/svm/svmInstructions'
import { svmTestWallet } from '../devnet/testing/svmTestWallet'
import { expect, test } from './support/fixtures'
import { chooseChains, devnetAdmin, recordQuotes } from './support/form'
import { readQrCode } from './support/readQrCode'

/**
 * A deposit address settles through three devnet transactions (the payment found by the scan, the sweep into the
 * depository, the fill on the other chain): on a loaded machine (three suites on two cores) that took over a minute.
 */
const SETTLED_WITHIN = 150_000
test.describe.configure({ timeout: 210_000 })

const SOLANA = 792703809
const A = 31337
const ZERO = '0x0000000000000000000000000000000000000000'
const LAMPORTS_PER_SOL = 1_000_000_000n

test('pays a Solana deposit address from another keypair: the base58 address and its QR, the recipient filled on A', async ({
  page,
  manifest,
  balanceOf,
}) => {
  const solana = manifest.solana!
  const recipient = privateKeyToAddress(generatePrivateKey())
  const quotes = recordQuotes(page)
  await page.goto('/?network=local&pay=address')
  await expect(page.getByTestId('deposit-address-panel')).toBeVisible()
  await chooseChains(page, { from: SOLANA, to: A })
  await page.getByLabel('You send').fill('1')
  await page.getByLabel('Recipient address').fill(recipient)
  await page.getByRole('button', { name: 'Get a deposit address' }).click()
  await expect(page.getByTestId('deposit-instructions')).toBeVisible()
  const address = (await page.getByTestId('deposit-address').textContent())!.trim()
  expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  await expect(page.getByTestId('deposit-amount')).toHaveText('1 SOL')
  // The QR code read as a phone would: the base58 key, exactly.
  expect(await readQrCode(page)).toBe(address)

  // An "exchange": a keypair of its own, funded by the faucet, pays the address by a plain transfer over the RPC.
  const wallet = svmTestWallet(solana)
  const exchange = await generateKeyPairSigner()
  await devnetAdmin(manifest, '/devnet/faucet', {
    chainId: SOLANA,
    address: exchange.address,
    sol: (2n * LAMPORTS_PER_SOL).toString(),
  })
  await wallet.send(
    exchange,
    await paymentInstructions({ from: exchange, to: address, asset: { kind: 'sol' }, amount: LAMPORTS_PER_SOL }),
  )
  await expect(page.getByTestId('transfer-result')).toContainText('Done', { timeout: SETTLED_WITHIN })
  const quote = quotes.latest()!
  expect(await balanceOf({ chainId: A, token: ZERO, owner: recipient })).toBe(BigInt(quote.details.currencyOut!.amount))
})
