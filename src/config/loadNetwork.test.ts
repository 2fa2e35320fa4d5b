import { readdirSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadNetwork } from './loadNetwork'
import { NETWORK_IDS, NETWORK_PROFILES } from './networks'

// A real HTTP server standing in for a public service: it lists what it lists, and the widget must show just that.
const eth = { symbol: 'ETH', name: 'Ether', address: '0x0000000000000000000000000000000000000000', decimals: 18 }
const catalogue = {
  chains: [
    {
      id: 7001,
      name: 'alpha',
      displayName: 'Alpha Chain',
      httpRpcUrl: 'https://rpc.alpha.example',
      wsRpcUrl: 'wss://rpc.alpha.example',
      explorerUrl: 'https://scan.alpha.example',
      explorerName: 'AlphaScan',
      vmType: 'evm',
      logoUrl: 'https://logos.example/alpha.svg',
      currency: eth,
      erc20Currencies: [
        {
          symbol: 'ABC',
          name: 'Alpha Coin',
          address: '0x00000000000000000000000000000000000000a1',
          decimals: 8,
          metadata: { verified: false },
        },
        {
          symbol: 'PUSD',
          name: 'Permit USD',
          address: '0x00000000000000000000000000000000000000a2',
          decimals: 6,
          supportsPermit: true,
        },
      ],
      somethingNew: { ignored: true },
    },
    { id: 7002, name: 'beta', httpRpcUrl: 'https://rpc.beta.example', currency: { ...eth, symbol: 'BETH' } },
    { id: 7003, name: 'gamma', vmType: 'bvm', httpRpcUrl: 'https://rpc.gamma.example' },
    { id: 7004, name: 'delta', disabled: true, statusMessage: 'Delta is paused', httpRpcUrl: 'https://rpc.d.example' },
    { id: 7005, name: 'epsilon', depositEnabled: false, httpRpcUrl: 'https://rpc.e.example' },
    {
      id: 792703809,
      name: 'solana',
      displayName: 'Solana',
      vmType: 'svm',
      httpRpcUrl: 'https://rpc.solana.example',
      explorerUrl: 'https://explorer.solana.example',
      currency: { symbol: 'SOL', name: 'Solana', address: '11111111111111111111111111111111', decimals: 9 },
      featuredTokens: [
        { symbol: 'USDC', name: 'USD Coin', address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', decimals: 6 },
        // An EVM address cannot be a Solana token: left out.
        { symbol: 'BAD', name: 'Bad', address: '0x00000000000000000000000000000000000000a3', decimals: 6 },
      ],
    },
  ],
}

let server: Server
let baseUrl: string
const asked: string[] = []
beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url ?? '')
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(catalogue))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('the catalogue comes from the service, on every network', () => {
  it('testnet asks the service for its chains and shows exactly what it lists', async () => {
    const network = await loadNetwork({ ...NETWORK_PROFILES.testnet, apiUrl: baseUrl })
    expect(asked).toContain('/chains')
    // epsilon takes no deposits: it cannot be a destination, but Ferry can send from it.
    expect(network.chains.map((c) => c.id)).toEqual([7001, 7002, 7005, 792703809])
    const alpha = network.chains[0]!
    expect(alpha).toMatchObject({
      name: 'Alpha Chain',
      nativeCurrency: { symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['https://rpc.alpha.example'], webSocket: ['wss://rpc.alpha.example'] } },
      blockExplorers: { default: { name: 'AlphaScan', url: 'https://scan.alpha.example' } },
      testnet: true,
      iconUrl: 'https://logos.example/alpha.svg',
    })
    expect(network.chains[1]?.nativeCurrency.symbol).toBe('BETH')
    expect(network.tokens.map((t) => `${t.chainId}:${t.symbol}`)).toEqual([
      '7001:ETH',
      '7001:ABC',
      '7001:PUSD',
      '7002:BETH',
      '792703809:SOL',
      '792703809:USDC',
    ])
    // Solana is usable, with its VM (only EVM chains reach wagmi) and its base58 addresses as the service wrote them.
    expect(network.chains.at(-1)).toMatchObject({ name: 'Solana', vmType: 'svm' })
    expect(network.tokens.find((t) => t.symbol === 'USDC')?.address).toBe(
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    )
    expect(network.tokens.find((t) => t.symbol === 'ABC')).toMatchObject({ decimals: 8, verified: false })
    expect(network.tokens.find((t) => t.symbol === 'ABC')?.supportsPermit).toBeUndefined()
    // What the service says takes permits is offered a deposit by signature (no gas of one's own).
    expect(network.tokens.find((t) => t.symbol === 'PUSD')).toMatchObject({ supportsPermit: true })
  })

  it('lists the chains it cannot use with the reason, instead of dropping them', async () => {
    const network = await loadNetwork({ ...NETWORK_PROFILES.mainnet, apiUrl: baseUrl })
    const listed = Object.fromEntries(network.listedChains.map((c) => [c.id, c.availability]))
    expect(listed[7001]).toEqual({ kind: 'available' })
    expect(listed[7003]).toMatchObject({ kind: 'unsupported', reason: expect.stringContaining('BVM') })
    expect(listed[792703809]).toEqual({ kind: 'available' })
    expect(listed[7004]).toEqual({ kind: 'disabled', reason: 'Delta is paused' })
    expect(listed[7005]).toEqual({ kind: 'available' })
    expect(network.listedChains.find((c) => c.id === 7005)?.destination).toMatchObject({ kind: 'no-deposits' })
    expect(network.chains.every((c) => c.testnet === false)).toBe(true)
  })

  it('every network profile loads from its service, and no chain or token list is built into the widget', () => {
    for (const id of NETWORK_IDS) expect(NETWORK_PROFILES[id].apiUrl).toBeTruthy()
    const sources: string[] = []
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name)
        if (statSync(path).isDirectory()) walk(path)
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) sources.push(path)
      }
    }
    walk('src')
    for (const path of sources) {
      const text = readFileSync(path, 'utf8')
      expect(text, `${path} imports viem's built-in chains`).not.toMatch(/from 'viem\/chains'/)
      // Well-known token addresses of public chains (USDC on Ethereum, Base, Sepolia) would mean a built-in list.
      expect(text, path).not.toMatch(
        /0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48|0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913|0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238/i,
      )
    }
  })
})
