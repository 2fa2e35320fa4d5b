import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { expect, openAndConnect, test } from './support/fixtures'
import { chooseChains, chooseToken } from './support/form'
import { fundFreshAccount } from './support/freshAccount'

// A contract wallet (a Safe, a smart account) exists on the chains it was deployed on: sending to its own address
// on a chain where it has no code could put the funds out of reach, so Ferry asks for the recipient instead.
const A = 31337
const B = 31338
/** Runtime code standing for a contract wallet's (any code that is not an EIP-7702 delegation). */
const WALLET_CODE = '0x6080604052348015600f57600080fd5b50'

test.describe('a contract wallet on the origin only', () => {
  const key = generatePrivateKey()
  test.use({ walletKey: key })

  test('is asked for a recipient on another chain, and can send once one is given', async ({
    page,
    wallet,
    manifest,
    chain,
  }) => {
    const address = privateKeyToAddress(key)
    await fundFreshAccount(manifest, { address, chainId: A, tokens: {} })
    await chain(A).request({ method: 'anvil_setCode', params: [address, WALLET_CODE] } as never)
    await openAndConnect(page, wallet)
    await chooseChains(page, { from: A, to: B })
    await chooseToken(page, { picker: 'Token', token: 'ETH' })
    await page.getByLabel('You pay').fill('0.1')
    const field = page.getByLabel('Recipient address')
    await expect(field).toBeVisible()
    await expect(
      page.getByText(/Your account is a contract wallet .* that does not exist on Ferry Devnet B/),
    ).toBeVisible()
    await field.fill(manifest.accounts[0]!.address)
    await expect(page.getByRole('button', { name: /^Bridge from/ })).toBeEnabled()
  })
})
