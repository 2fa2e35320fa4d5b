import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSiteServer } from './createSiteServer'
import { EventLog } from './EventLog'
import { SITE_NETWORKS } from './siteServerConfigSchema'
import { LOCAL_KEY, makeDataDir, makeFakeDist, startUpstream, TESTNET_KEY } from './testing/siteServerFixtures'

let upstream: Awaited<ReturnType<typeof startUpstream>>
let eventLog: EventLog
let app: ReturnType<typeof createSiteServer>
const FEE = { recipient: '0x00000000000000000000000000000000000000fe', bps: 50 }

beforeAll(async () => {
  upstream = await startUpstream(() => ({ status: 200, body: { chains: [] } }))
  eventLog = EventLog.open(makeDataDir())
  app = createSiteServer(
    {
      distDir: makeFakeDist(),
      dataDir: makeDataDir(),
      siteName: 'Example Bridge',
      networks: {
        local: {
          serviceUrl: upstream.url,
          apiKey: LOCAL_KEY,
          sponsorship: { maxUsd: '1' },
          appFees: [FEE, { recipient: '0x00000000000000000000000000000000000000fd', bps: 25 }],
        },
        testnet: { serviceUrl: 'https://testnet.example.internal', apiKey: TESTNET_KEY },
      },
    },
    { eventLog },
  )
})
afterAll(async () => {
  eventLog.close()
  await upstream.close()
})

describe('GET /api/site', () => {
  it("answers the site's name and every served network's fees, nothing else", async () => {
    const response = await app.request('/api/site')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({
      name: 'Example Bridge',
      networks: {
        local: { appFees: [FEE, { recipient: '0x00000000000000000000000000000000000000fd', bps: 25 }] },
        testnet: { appFees: [] },
        // Mainnet is on without configuration.
        mainnet: { appFees: [] },
      },
    })
    for (const secret of [LOCAL_KEY, TESTNET_KEY, upstream.url, 'testnet.example.internal', 'relay.link'])
      expect(text).not.toContain(secret)
  })

  it('names no site when none is configured', async () => {
    const plain = createSiteServer({ distDir: makeFakeDist(), dataDir: makeDataDir() }, { eventLog })
    expect(await (await plain.request('/api/site')).json()).toEqual({
      name: null,
      networks: { testnet: { appFees: [] }, mainnet: { appFees: [] } },
    })
  })

  it('takes GET only', async () => {
    const response = await app.request('/api/site', { method: 'POST', body: '{}' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET')
    expect(await response.json()).toMatchObject({ errorCode: 'METHOD_NOT_ALLOWED' })
  })

  it('does not take the place of the proxy: no network is named site, and /api/<network>/… still proxies', async () => {
    expect(SITE_NETWORKS).not.toContain('site')
    const before = upstream.requests.length
    const proxied = await app.request('/api/local/chains')
    expect(proxied.status).toBe(200)
    expect(await proxied.json()).toEqual({ chains: [] })
    expect(upstream.requests.length).toBe(before + 1)
    const under = await app.request('/api/site/chains')
    expect(under.status).toBe(404)
    expect(await under.json()).toMatchObject({ errorCode: 'UNKNOWN_NETWORK' })
  })
})
