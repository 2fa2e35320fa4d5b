import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { http } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { type Config, createConfig } from 'wagmi'
import { connect, disconnect, switchChain } from 'wagmi/actions'
import { mock } from 'wagmi/connectors'
import { wagmiWallet } from './wagmi'

/** The adapter against a real wagmi config (this repository's wagmi 2) with wagmi's mock connector as the app's wallet. */
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** The chains' RPC, where the mock connector sends what it does not answer itself; what reached it. */
const forwarded: string[] = []
const rpc = createServer((req, res) => {
  let body = ''
  req.on('data', (chunk) => {
    body += chunk
  })
  req.on('end', () => {
    const { id, method } = JSON.parse(body) as { id: number; method: string }
    forwarded.push(method)
    const result = method === 'eth_accounts' ? [ACCOUNT] : '0x1'
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ jsonrpc: '2.0', id, result }))
  })
})
beforeAll(() => new Promise<void>((resolve) => rpc.listen(0, '127.0.0.1', resolve)))
afterAll(() => new Promise((resolve) => rpc.close(resolve)))
const chain = (id: number) => ({
  id,
  name: String(id),
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`http://127.0.0.1:${(rpc.address() as AddressInfo).port}`] } },
})
let config: Config
const newConfig = () => {
  config = createConfig({
    chains: [chain(31337), chain(31338)],
    connectors: [mock({ accounts: [ACCOUNT] })],
    transports: { 31337: http(), 31338: http() },
  }) as unknown as Config
  return config
}
afterEach(async () => {
  if (config.state.status === 'connected') await disconnect(config)
})

test('before the app connects: no accounts, the config’s chain, and a request for accounts that waits for the app', async () => {
  const config = newConfig()
  let asked = 0
  const wallet = wagmiWallet(config, { connect: () => asked++ })
  expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
  expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
  await expect(wallet.request({ method: 'eth_sendTransaction', params: [] })).rejects.toMatchObject({ code: 4900 })
  const accounts = wallet.request({ method: 'eth_requestAccounts' })
  await Promise.resolve()
  expect(asked).toBe(1)
  await connect(config, { connector: config.connectors[0]! })
  expect(await accounts).toEqual([ACCOUNT])
})

test('once connected, calls go to the connection’s provider, and its changes reach the widget as EIP-1193 events', async () => {
  const config = newConfig()
  const wallet = wagmiWallet(config)
  const heard: [string, unknown][] = []
  for (const event of ['connect', 'accountsChanged', 'chainChanged', 'disconnect'])
    wallet.on?.(event, (data) => heard.push([event, data]))
  await connect(config, { connector: config.connectors[0]!, chainId: 31337 })
  expect(await wallet.request({ method: 'eth_accounts' })).toEqual([ACCOUNT])
  expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
  expect(await wallet.request({ method: 'eth_blockNumber' })).toBe('0x1')
  expect(forwarded).toContain('eth_blockNumber')
  await switchChain(config, { chainId: 31338 })
  await disconnect(config)
  expect(heard).toEqual([
    ['connect', { chainId: '0x7a69' }],
    ['accountsChanged', [ACCOUNT]],
    ['chainChanged', '0x7a6a'],
    ['accountsChanged', []],
    ['disconnect', { code: 4900, message: 'Disconnected' }],
  ])
})

test('creating it touches nothing: no subscription until the widget listens', () => {
  const config = newConfig()
  let subscribed = 0
  const watched = {
    state: config.state,
    subscribe: () => {
      subscribed++
      return () => {}
    },
  }
  const wallet = wagmiWallet(watched as never)
  expect(subscribed).toBe(0)
  wallet.on?.('accountsChanged', () => {})
  expect(subscribed).toBe(1)
})
