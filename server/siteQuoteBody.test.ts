import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSiteServer } from './createSiteServer'
import { EventLog } from './EventLog'
import { loadSiteServerConfig } from './loadSiteServerConfig'
import { siteQuoteBody } from './siteQuoteBody'
import { LOCAL_KEY, makeDataDir, makeFakeDist, startUpstream, TESTNET_KEY } from './testing/siteServerFixtures'

const SITE_FEES = [
  { recipient: '0x00000000000000000000000000000000000000fe', bps: 50 },
  { recipient: '0x00000000000000000000000000000000000000fd', bps: 25 },
]
const BROWSER_FEES = [{ recipient: '0x00000000000000000000000000000000000000bb', fee: '300' }]

let upstream: Awaited<ReturnType<typeof startUpstream>>
let eventLog: EventLog
let app: ReturnType<typeof createSiteServer>

beforeAll(async () => {
  upstream = await startUpstream(() => ({ status: 200, body: { ok: true } }))
  eventLog = EventLog.open(makeDataDir())
  app = createSiteServer(
    {
      distDir: makeFakeDist(),
      dataDir: makeDataDir(),
      networks: {
        // local sponsors execution and app fees up to $1.50 a request; testnet sponsors nothing.
        local: {
          serviceUrl: upstream.url,
          apiKey: LOCAL_KEY,
          sponsorship: { components: ['execution', 'app'], maxUsd: '1.5' },
        },
        testnet: { serviceUrl: upstream.url, apiKey: TESTNET_KEY },
        // mainnet takes two fees, keyless, and sponsors nothing.
        mainnet: { serviceUrl: upstream.url, appFees: SITE_FEES },
      },
    },
    { eventLog },
  )
})
afterAll(async () => {
  eventLog.close()
  await upstream.close()
})

const quote = { user: '0x0000000000000000000000000000000000000001', amount: '100', tradeType: 'EXACT_INPUT' }
async function send(path: string, body: string) {
  const before = upstream.requests.length
  const response = await app.request(path, { method: 'POST', body, headers: { 'content-type': 'text/plain' } })
  return { response, seen: upstream.requests[before] }
}

describe('sponsorship through the proxy', () => {
  it("adds the network's own sponsorship to quote and price requests", async () => {
    for (const path of ['/api/local/quote/v2', '/api/local/price']) {
      const { response, seen } = await send(path, JSON.stringify(quote))
      expect(response.status).toBe(200)
      expect(seen?.headers['content-type']).toBe('application/json')
      expect(JSON.parse(seen!.body)).toEqual({
        ...quote,
        subsidizeFees: true,
        sponsoredFeeComponents: ['execution', 'app'],
        maxSubsidizationAmount: '1500000',
      })
    }
  })

  it('replaces whatever sponsorship a browser asks for with the configured one', async () => {
    const { seen } = await send(
      '/api/local/quote/v2',
      JSON.stringify({
        ...quote,
        subsidizeFees: false,
        sponsoredFeeComponents: ['swap', 'rent'],
        maxSubsidizationAmount: '999999999',
        subsidizeRent: true,
      }),
    )
    expect(JSON.parse(seen!.body)).toEqual({
      ...quote,
      subsidizeFees: true,
      sponsoredFeeComponents: ['execution', 'app'],
      maxSubsidizationAmount: '1500000',
    })
  })

  it('never sponsors because a browser asked: a network without sponsorship strips it', async () => {
    const { seen } = await send(
      '/api/testnet/quote/v2',
      JSON.stringify({
        ...quote,
        subsidizeFees: true,
        sponsoredFeeComponents: ['execution'],
        maxSubsidizationAmount: '1',
      }),
    )
    expect(JSON.parse(seen!.body)).toEqual(quote)
  })

  it('keeps the rest of the body, gas top-up included (the person pays for it)', async () => {
    const { seen } = await send(
      '/api/testnet/price',
      JSON.stringify({ ...quote, topupGas: true, topupGasAmount: '3000000' }),
    )
    expect(JSON.parse(seen!.body)).toEqual({ ...quote, topupGas: true, topupGasAmount: '3000000' })
  })

  it('refuses a quote body that is not a JSON object, without calling upstream', async () => {
    const before = upstream.requests.length
    for (const body of ['', 'not json', '[1,2]', 'null', '"x"']) {
      const response = await app.request('/api/local/quote/v2', { method: 'POST', body })
      expect(response.status, body).toBe(400)
      expect(await response.json()).toMatchObject({ errorCode: 'INVALID_INPUT' })
    }
    expect(upstream.requests.length).toBe(before)
  })

  // Found by the fuzzer (issue 15): JSON.parse takes 5000 levels, JSON.stringify then overflowed the stack: a 500.
  it('refuses a body nested deeper than it can be written back with a 400, not a 500', async () => {
    const before = upstream.requests.length
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`
    const response = await app.request('/api/local/quote/v2', { method: 'POST', body: deep })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: 'The request body is nested too deeply',
      errorCode: 'INVALID_INPUT',
    })
    expect(upstream.requests.length).toBe(before)
  })
})

describe('sponsorship configuration', () => {
  it('FERRY_<NETWORK>_SPONSOR_* turn it on, set components and cap; 0 turns a file setting off', () => {
    const on = loadSiteServerConfig({
      env: {
        FERRY_LOCAL_API_KEY: 'k',
        FERRY_LOCAL_SPONSOR_FEES: '1',
        FERRY_LOCAL_SPONSOR_COMPONENTS: 'execution, platform',
        FERRY_LOCAL_SPONSOR_MAX_USD: '2.25',
        FERRY_TESTNET_API_KEY: 't',
      },
    })
    expect(on.networks.local?.sponsorship).toEqual({ components: ['execution', 'platform'], maxUsd: '2.25' })
    expect(on.networks.testnet?.sponsorship).toBeUndefined()
    const plain = loadSiteServerConfig({ env: { FERRY_LOCAL_API_KEY: 'k', FERRY_LOCAL_SPONSOR_FEES: '1' } })
    expect(plain.networks.local?.sponsorship).toEqual({})
    const off = loadSiteServerConfig({
      env: { FERRY_LOCAL_API_KEY: 'k', FERRY_LOCAL_SPONSOR_FEES: '0', FERRY_LOCAL_SPONSOR_MAX_USD: '1' },
    })
    expect(off.networks.local?.sponsorship).toBeUndefined()
  })

  it('refuses an unknown component or a bad amount', () => {
    expect(() =>
      loadSiteServerConfig({
        env: { FERRY_LOCAL_API_KEY: 'k', FERRY_LOCAL_SPONSOR_FEES: '1', FERRY_LOCAL_SPONSOR_COMPONENTS: 'gas' },
      }),
    ).toThrow(/networks\.local\.sponsorship\.components/)
    expect(() =>
      loadSiteServerConfig({
        env: { FERRY_LOCAL_API_KEY: 'k', FERRY_LOCAL_SPONSOR_FEES: '1', FERRY_LOCAL_SPONSOR_MAX_USD: '-1' },
      }),
    ).toThrow(/maxUsd/)
    expect(() => loadSiteServerConfig({ env: { FERRY_LOCAL_API_KEY: 'k', FERRY_LOCAL_SPONSOR_FEES: 'yes' } })).toThrow(
      /SPONSOR_FEES/,
    )
  })
})

describe('app fees through the proxy', () => {
  it("replaces a browser's app fees with the network's own, every one of them, on quote and price", async () => {
    for (const path of ['/api/mainnet/quote/v2', '/api/mainnet/price']) {
      for (const body of [quote, { ...quote, appFees: BROWSER_FEES }, { ...quote, appFees: 'all of it' }]) {
        const { response, seen } = await send(path, JSON.stringify(body))
        expect(response.status).toBe(200)
        expect(JSON.parse(seen!.body)).toEqual({
          ...quote,
          appFees: [
            { recipient: '0x00000000000000000000000000000000000000fe', fee: '50' },
            { recipient: '0x00000000000000000000000000000000000000fd', fee: '25' },
          ],
        })
      }
    }
  })

  it("removes a browser's app fees on a network without any", async () => {
    for (const path of ['/api/local/quote/v2', '/api/testnet/price']) {
      const { seen } = await send(path, JSON.stringify({ ...quote, appFees: BROWSER_FEES }))
      expect(JSON.parse(seen!.body)).not.toHaveProperty('appFees')
    }
  })

  it('still refuses a body that is not a JSON object on a network with fees, without calling upstream', async () => {
    const before = upstream.requests.length
    for (const body of ['', 'not json', '[1,2]', 'null', '"x"']) {
      const response = await app.request('/api/mainnet/quote/v2', { method: 'POST', body })
      expect(response.status, body).toBe(400)
      expect(await response.json()).toMatchObject({ errorCode: 'INVALID_INPUT' })
    }
    expect(upstream.requests.length).toBe(before)
  })
})

describe('siteQuoteBody', () => {
  const rewrite = (body: unknown, policy: Parameters<typeof siteQuoteBody>[1]) => {
    const result = siteQuoteBody(new TextEncoder().encode(JSON.stringify(body)), policy)
    return result.ok ? JSON.parse(new TextDecoder().decode(result.bytes)) : result
  }

  it('applies sponsorship and fees together, and nothing the browser asked of either', () => {
    const body = { ...quote, appFees: BROWSER_FEES, subsidizeFees: true }
    expect(rewrite(body, { sponsorship: { maxUsd: '2' }, appFees: [SITE_FEES[0]!] })).toEqual({
      ...quote,
      subsidizeFees: true,
      maxSubsidizationAmount: '2000000',
      appFees: [{ recipient: '0x00000000000000000000000000000000000000fe', fee: '50' }],
    })
    expect(rewrite(body, {})).toEqual(quote)
    expect(rewrite(body, { appFees: [] })).toEqual(quote)
  })

  it('refuses what is not a JSON object', () => {
    for (const body of [[1], null, 'x', 3])
      expect(rewrite(body, { appFees: SITE_FEES })).toEqual({
        ok: false,
        message: 'The request body must be a JSON object',
      })
  })
})
