import { chainsResponseSchema } from '../src/api/schemas/catalogue'
import { expect, openAndConnect, test } from './support/fixtures'
import { chooseChains, reviewAndConfirm, waitForQuote } from './support/form'

const [A, B, C] = [31337, 31338, 31339]

// A wallet that knows only chains A and B, as a browser wallet knows only the chains it was given.
test.use({ walletChainIds: [A, B] })

test('a wallet that lacks the origin chain gets it added with the name and RPC the service lists, and the transfer completes', async ({
  page,
  wallet,
  manifest,
}) => {
  const { chains } = chainsResponseSchema.parse(await (await fetch(`${manifest.serviceUrl}/chains`)).json())
  const listedC = chains.find((c) => c.id === C)!
  await openAndConnect(page, wallet)
  await chooseChains(page, { from: C, to: B })
  await page.getByLabel('You pay').fill('0.02')
  await waitForQuote(page)
  await reviewAndConfirm(page, page.getByRole('button', { name: /^Bridge from / }))
  await expect(page.getByTestId('transfer-result')).toContainText('Done', { timeout: 60_000 })

  const switches = wallet.requests.filter((r) => r.method === 'wallet_switchEthereumChain')
  expect(switches.length).toBeGreaterThan(0)
  const added = wallet.requests.filter((r) => r.method === 'wallet_addEthereumChain')
  expect(added).toHaveLength(1)
  const [params] = added[0]!.params as { chainId: string; chainName: string; rpcUrls: string[] }[]
  expect(Number(params!.chainId)).toBe(C)
  expect(params!.chainName).toBe(listedC.displayName)
  expect(params!.rpcUrls).toEqual([listedC.httpRpcUrl])
  // Sent from chain C after the chain was added.
  expect(wallet.calls.indexOf('wallet_addEthereumChain')).toBeLessThan(wallet.calls.lastIndexOf('eth_sendTransaction'))
})
