import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSiteServer } from './createSiteServer'
import { EventLog } from './EventLog'
import { loadSiteServerConfig } from './loadSiteServerConfig'
import { LOCAL_KEY, makeDataDir, makeFakeDist, startUpstream } from './testing/siteServerFixtures'

// A fast fill spends the key holder's app balance: it goes through the site server with the key, only where the
// server turned fast fills on, with the server's own maxFillAmountUsd in place of anything the browser sent.
let upstream: Awaited<ReturnType<typeof startUpstream>>
let eventLog: EventLog
let app: ReturnType<typeof createSiteServer>
const REQUEST_ID = `0x${'cd'.repeat(32)}`
const json = { 'content-type': 'application/json' }
const post = (network: string, body: unknown) =>
  app.request(`/api/${network}/fast-fill`, { method: 'POST', headers: json, body: JSON.stringify(body) })

beforeAll(async () => {
  upstream = await startUpstream(() => ({
    status: 200,
    body: { message: 'Request successfully queued for fast fill.' },
  }))
  eventLog = EventLog.open(makeDataDir())
  app = createSiteServer(
    {
      distDir: makeFakeDist(),
      dataDir: makeDataDir(),
      networks: {
        local: { serviceUrl: upstream.url, apiKey: LOCAL_KEY, fastFill: { maxFillAmountUsd: 250 } },
        testnet: { serviceUrl: upstream.url, apiKey: LOCAL_KEY },
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

describe('POST /fast-fill through the site server', () => {
  it('adds the key and its own cap; the browser names only the request', async () => {
    const before = upstream.requests.length
    const response = await post('local', {
      requestId: REQUEST_ID,
      maxFillAmountUsd: 1e9,
      solverInputCurrencyAmount: '1',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: 'Request successfully queued for fast fill.' })
    const seen = upstream.requests[before]!
    expect(seen.url).toBe('/fast-fill')
    expect(seen.headers['x-api-key']).toBe(LOCAL_KEY)
    expect(JSON.parse(seen.body)).toEqual({ requestId: REQUEST_ID, maxFillAmountUsd: 250 })
  })

  it('refuses without calling the service: fast fills off, no key, a body without a request id', async () => {
    const before = upstream.requests.length
    const off = await post('testnet', { requestId: REQUEST_ID })
    expect(off.status).toBe(403)
    expect(await off.json()).toMatchObject({
      errorCode: 'FAST_FILL_NOT_CONFIGURED',
      message: expect.stringContaining('FERRY_TESTNET_FAST_FILL_MAX_USD'),
    })
    const keyless = await post('mainnet', { requestId: REQUEST_ID })
    expect(keyless.status).toBe(403)
    expect(await keyless.json()).toMatchObject({ errorCode: 'API_KEY_REQUIRED' })
    for (const body of [{}, { requestId: 'nope' }, [REQUEST_ID], 'x']) {
      const bad = await post('local', body)
      expect(bad.status, JSON.stringify(body)).toBe(400)
    }
    expect(upstream.requests.length).toBe(before)
  })

  it('FERRY_<NETWORK>_FAST_FILL_MAX_USD turns fast fills on with that cap; 0 or off turns them off', () => {
    const env = { FERRY_LOCAL_API_KEY: 'k', FERRY_LOCAL_FAST_FILL_MAX_USD: '125.5' }
    expect(loadSiteServerConfig({ env }).networks.local?.fastFill).toEqual({ maxFillAmountUsd: 125.5 })
    for (const value of ['0', 'off', ''])
      expect(
        loadSiteServerConfig({ env: { ...env, FERRY_LOCAL_FAST_FILL_MAX_USD: value } }).networks.local?.fastFill,
      ).toBeUndefined()
    expect(() => loadSiteServerConfig({ env: { ...env, FERRY_LOCAL_FAST_FILL_MAX_USD: '-5' } })).toThrow(
      /FERRY_LOCAL_FAST_FILL_MAX_USD/,
    )
  })
})
