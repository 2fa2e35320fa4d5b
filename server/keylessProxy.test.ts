import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSiteServer } from './createSiteServer'
import { EventLog } from './EventLog'
import { loadSiteServerConfig } from './loadSiteServerConfig'
import {
  LOCAL_KEY,
  makeDataDir,
  makeFakeDist,
  signedHeaders,
  startUpstream,
  webhookBody,
} from './testing/siteServerFixtures'

// A network the server has no key for: what the public service answers without one is proxied as is, without a key;
// what needs the key is refused with a sentence that says what to configure.
let upstream: Awaited<ReturnType<typeof startUpstream>>
let eventLog: EventLog
let app: ReturnType<typeof createSiteServer>

beforeAll(async () => {
  upstream = await startUpstream((request) => ({ status: 200, body: { path: request.url } }))
  eventLog = EventLog.open(makeDataDir())
  app = createSiteServer(
    {
      distDir: makeFakeDist(),
      dataDir: makeDataDir(),
      networks: {
        local: { serviceUrl: 'http://127.0.0.1:9', apiKey: LOCAL_KEY },
        mainnet: { serviceUrl: upstream.url },
      },
    },
    { eventLog },
  )
})
afterAll(async () => {
  eventLog.close()
  await upstream.close()
})

const json = { 'content-type': 'application/json' }

describe('a network without a key', () => {
  it('proxies what the public service serves without a key, and sends no key', async () => {
    const calls: [string, RequestInit?][] = [
      ['/chains?includeChains=1'],
      ['/currencies/v2', { method: 'POST', body: '{"limit":5}', headers: json }],
      ['/currencies/token/price?address=0x0000000000000000000000000000000000000000&chainId=1'],
      ['/currencies/trending?chainId=1&limit=5&apiKey=nope'],
      ['/quote/v2', { method: 'POST', body: '{"amount":"1"}', headers: json }],
      ['/price', { method: 'POST', body: '{"amount":"1"}', headers: json }],
      ['/intents/status/v3?requestId=0x1'],
      ['/intents/status?requestId=0x1'],
      // One request's record by id (the request page reads it where /requests/v3 needs the key it does not have).
      ['/requests/v2?id=0x1&user=0x2'],
      ['/execute/permits?signature=0xabcd', { method: 'POST', body: '{"kind":"eip3009"}', headers: json }],
      ['/deposit-addresses/v1?address=0x2'],
      ['/transactions/index', { method: 'POST', body: '{"chainId":"1","txHash":"0x3"}', headers: json }],
      [`/sanctioned/0x${'ab'.repeat(20)}`],
    ]
    for (const [path, init] of calls) {
      const before = upstream.requests.length
      const response = await app.request(`/api/mainnet${path}`, init)
      expect(response.status, path).toBe(200)
      const seen = upstream.requests[before]
      expect(seen?.url, path).toBe(path.replace('&apiKey=nope', '').replace('&user=0x2', ''))
      expect(seen?.headers['x-api-key'], path).toBeUndefined()
    }
  })

  it('refuses the request listing (the activity page) with what to configure, without calling the service', async () => {
    const before = upstream.requests.length
    const response = await app.request('/api/mainnet/requests/v3?limit=5')
    expect(response.status).toBe(403)
    const body = (await response.json()) as { message: string; errorCode: string }
    expect(body.errorCode).toBe('API_KEY_REQUIRED')
    expect(body.message).toContain('FERRY_MAINNET_API_KEY')
    expect(upstream.requests.length).toBe(before)
  })

  it('refuses wallet screening, which needs the key: the widget then skips it', async () => {
    const before = upstream.requests.length
    const response = await app.request('/api/mainnet/wallets/screen', {
      method: 'POST',
      body: '{"wallets":[]}',
      headers: json,
    })
    expect(response.status).toBe(403)
    expect(((await response.json()) as { errorCode: string }).errorCode).toBe('API_KEY_REQUIRED')
    expect(upstream.requests.length).toBe(before)
  })

  it('takes no webhooks (they are signed with the key it does not have)', async () => {
    const body = webhookBody()
    const response = await app.request('/webhooks/mainnet', {
      method: 'POST',
      body,
      headers: signedHeaders('anything', body),
    })
    expect(response.status).toBe(404)
    expect(((await response.json()) as { message: string }).message).toContain('FERRY_MAINNET_API_KEY')
  })
})

describe('public networks are on without configuration', () => {
  it('testnet and mainnet proxy keyless to their public base URLs when no key is configured', () => {
    const config = loadSiteServerConfig({ env: { FERRY_LOCAL_API_KEY: 'k' } })
    expect(config.networks.testnet).toEqual({ serviceUrl: 'https://api.testnets.relay.link' })
    expect(config.networks.mainnet).toEqual({ serviceUrl: 'https://api.relay.link' })
  })

  it('a server configured for the devnet only (npm start) still serves the public networks', async () => {
    const asked: string[] = []
    const server = createSiteServer(
      {
        distDir: makeFakeDist(),
        dataDir: makeDataDir(),
        networks: { local: { serviceUrl: upstream.url, apiKey: 'k' } },
      },
      {
        eventLog,
        // Stands in for the public service: the test never leaves this machine.
        fetch: async (input) => {
          asked.push(String(input))
          return new Response('{"chains":[]}', { status: 200, headers: json })
        },
      },
    )
    expect((await server.request('/api/testnet/chains')).status).toBe(200)
    expect((await server.request('/api/mainnet/chains')).status).toBe(200)
    expect(asked).toEqual(['https://api.testnets.relay.link/chains', 'https://api.relay.link/chains'])
  })
})
