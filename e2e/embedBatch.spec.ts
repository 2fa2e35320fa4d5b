import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { encodeConfigParam } from '../src/embed-host/configParam'
import { expect, test } from './support/fixtures'
import { reviewAndConfirm, tokenAddress } from './support/form'
import { fundFreshAccount } from './support/freshAccount'
import { E2E_HOST_URL, E2E_WIDGET_URL } from './support/ports'

// The host page (public/embed-example.html, its own origin) hands the widget its wallet, a smart wallet that batches
// (EIP-5792): the widget asks it, over the host-wallet bridge, for its capabilities, sends the approval and the deposit
// as one wallet_sendCalls and follows wallet_getCallsStatus, all answered by the host page's wallet.
const A = 31337
const B = 31338
const key = generatePrivateKey()
test.use({ walletKey: key, walletBatching: 'atomic' })

test('a host page whose wallet batches: the embed bridges USDC in one confirmation, through the host wallet', async ({
  page,
  wallet,
  manifest,
  chain,
}) => {
  await fundFreshAccount(manifest, { address: privateKeyToAddress(key), chainId: A, tokens: { usdc: '100000000' } })
  const config = {
    network: 'local',
    from: { chainId: A, token: tokenAddress(manifest, A, 'USDC') },
    to: { chainId: B, token: tokenAddress(manifest, B, 'USDC') },
    amount: '25',
  }
  await page.goto(
    `${E2E_HOST_URL}/embed-example.html?widget=${encodeURIComponent(E2E_WIDGET_URL)}&config=${encodeConfigParam(config)}`,
  )
  const frame = page.frameLocator('#ferry iframe')
  await expect(frame.getByTestId('embed-account')).toContainText('Wallet of the example page')
  const bridge = frame.getByRole('button', { name: /^Bridge from/ })
  await expect(bridge).toBeEnabled()
  wallet.beforeNext('wallet_sendCalls', async () => {
    await expect(frame.getByText('Deposit: confirm in your wallet (all together, one step)')).toBeVisible()
  })
  await reviewAndConfirm(frame, bridge)
  await expect(frame.getByTestId('transfer-result')).toContainText('Done', { timeout: 60_000 })

  // Every EIP-5792 call came from the host page (the bridge), none from a wallet in the widget's own frame.
  const from = (method: string) => wallet.callsFrom.filter((c) => c.method === method).map((c) => c.origin)
  expect(from('wallet_getCapabilities').length).toBeGreaterThan(0)
  expect(from('wallet_sendCalls')).toEqual([E2E_HOST_URL])
  expect(from('wallet_getCallsStatus').length).toBeGreaterThan(0)
  expect(new Set([...from('wallet_getCapabilities'), ...from('wallet_getCallsStatus')])).toEqual(
    new Set([E2E_HOST_URL]),
  )
  expect(from('eth_sendTransaction')).toEqual([])
  // One mined transaction from the account delegated to the devnet's batch executor (EIP-7702).
  await expect(frame.getByTestId('origin-tx')).toHaveCount(1)
  const executor = manifest.chains.find((c) => c.id === A)!.contracts.batchExecutor!
  expect(await chain(A).getCode({ address: wallet.address })).toBe(`0xef0100${executor.slice(2).toLowerCase()}`)
  const sent = wallet.requests.find((r) => r.method === 'wallet_sendCalls')!.params as [{ calls: unknown[] }]
  expect(sent[0].calls).toHaveLength(2)
})
