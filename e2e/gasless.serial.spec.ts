import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { expect, openAndConnect, test } from './support/fixtures'
import { chooseChains, chooseToken, devnetAdmin, reviewAndConfirm, tokenAddress } from './support/form'

// Moves the devnet's clock: runs alone, after the other tests (playwright.config.ts, project "serial").
const A = 31337
const B = 31338
const key = generatePrivateKey()
test.use({ walletKey: key })

test('a permit that expires while the person takes their time ends with its sentence, and nothing leaves their wallet', async ({
  page,
  wallet,
  manifest,
  balanceOf,
}) => {
  const address = privateKeyToAddress(key)
  await devnetAdmin(manifest, '/devnet/faucet', { address, chainId: A, ethBalance: '0', usdc: '100000000' })
  await openAndConnect(page, wallet)
  await chooseChains(page, { from: A, to: B })
  await chooseToken(page, { picker: 'Token', token: 'USDC' })
  await page.getByLabel('You pay').fill('25')
  await page.getByRole('button', { name: 'Deposit by signature' }).click()
  const sign = page.getByRole('button', { name: /^Sign to bridge from/ })
  await expect(sign).toBeEnabled()
  // The wallet prompt stays open for 15 minutes: the authorization (valid 10) has run out when it is signed.
  wallet.beforeNext('eth_signTypedData_v4', async () => {
    await devnetAdmin(manifest, '/devnet/time', { seconds: 900 })
  })
  await reviewAndConfirm(page, sign)
  const result = page.getByTestId('transfer-result')
  await expect(result).toContainText('failed', { timeout: 75_000 })
  await expect(result.getByTestId('fail-reason')).toHaveAttribute('data-reason', 'SIGNATURE_EXPIRED')
  await expect(result.getByTestId('fail-reason')).toContainText('Your signature expired')
  expect(await balanceOf({ chainId: A, token: tokenAddress(manifest, A, 'USDC'), owner: address })).toBe(100_000_000n)
})
