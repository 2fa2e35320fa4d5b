import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSiteServer } from './createSiteServer'
import { EventLog } from './EventLog'
import {
  countingBody,
  LOCAL_KEY,
  makeDataDir,
  makeFakeDist,
  startUpstream,
  TESTNET_KEY,
  type UpstreamAnswer,
} from './testing/siteServerFixtures'

let upstream: Awaited<ReturnType<typeof startUpstream>>
let eventLog: EventLog
let app: ReturnType<typeof createSiteServer>

beforeAll(async () => {
  upstream = await startUpstream((request): UpstreamAnswer => {
    if (request.url.startsWith('/quote/v2'))
      return { status: 400, body: { message: 'Amount is too low', errorCode: 'AMOUNT_TOO_LOW' } }
    if (request.url.startsWith('/chains'))
      return { status: 500, body: { message: 'boom', errorCode: 'INTERNAL' }, headers: { 'set-cookie': 'upstream=1' } }
    if (request.url.startsWith('/currencies/v2'))
      return { status: 503, body: 'Service Unavailable', headers: { 'content-type': 'text/plain' } }
    // A service that (wrongly) echoes the key must still not leak it.
    return {
      status: 200,
      body: { requests: [{ id: '0x1', echoed: request.headers['x-api-key'] }], continuation: 'abc' },
      headers: { 'access-control-allow-origin': '*' },
    }
  })
  eventLog = EventLog.open(makeDataDir())
  app = createSiteServer(
    {
      distDir: makeFakeDist(),
      dataDir: makeDataDir(),
      networks: {
        local: { serviceUrl: upstream.url, apiKey: LOCAL_KEY },
        testnet: { serviceUrl: 'http://127.0.0.1:9', apiKey: TESTNET_KEY },
      },
    },
    { eventLog },
  )
})
afterAll(async () => {
  eventLog.close()
  await upstream.close()
})

async function expectNoKey(response: Response) {
  const text = await response.clone().text()
  for (const key of [LOCAL_KEY, TESTNET_KEY]) {
    expect(text).not.toContain(key)
    for (const [name, value] of response.headers) expect(`${name}: ${value}`).not.toContain(key)
  }
  return text
}

describe('/api/<network>/* proxy', () => {
  it('adds x-api-key upstream only, keeps the query, and never forwards the browser key or cookies', async () => {
    const before = upstream.requests.length
    const response = await app.request('/api/local/requests/v3?user=0xabc&limit=5', {
      headers: {
        'x-api-key': 'browser-supplied',
        cookie: 'session=1',
        authorization: 'Bearer x',
        accept: 'application/json',
      },
    })
    expect(response.status).toBe(200)
    const seen = upstream.requests[before]
    expect(seen?.url).toBe('/requests/v3?user=0xabc&limit=5')
    expect(seen?.headers['x-api-key']).toBe(LOCAL_KEY)
    expect(seen?.headers.cookie).toBeUndefined()
    expect(seen?.headers.authorization).toBeUndefined()
    const text = await expectNoKey(response)
    expect(JSON.parse(text)).toMatchObject({ continuation: 'abc', requests: [{ id: '0x1', echoed: '[redacted]' }] })
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('forwards POST bodies on the allowed POST paths', async () => {
    const before = upstream.requests.length
    await app.request('/api/local/quote/v2', {
      method: 'POST',
      body: '{"amount":"1"}',
      headers: { 'content-type': 'application/json' },
    })
    expect(upstream.requests[before]).toMatchObject({ method: 'POST', url: '/quote/v2', body: '{"amount":"1"}' })
  })

  it('refuses paths outside the allow-list with 404 JSON, without calling upstream', async () => {
    const before = upstream.requests.length
    for (const path of [
      '/api/local/devnet/manifest',
      '/api/local/requests/v1',
      '/api/local/requests/v3/extra',
      '/api/local/../devnet/manifest',
      '/api/local/requests%2Fv3',
      '/api/local//chains',
      '/api/local/',
    ]) {
      const response = await app.request(path)
      expect(response.status, path).toBe(404)
      expect(await response.json()).toMatchObject({ message: expect.any(String), errorCode: expect.any(String) })
    }
    expect(upstream.requests.length).toBe(before)
  })

  it('refuses a wrong method with 405 JSON', async () => {
    for (const [method, path] of [
      ['POST', '/api/local/requests/v3'],
      ['GET', '/api/local/quote/v2'],
      ['DELETE', '/api/local/chains'],
      ['PUT', '/api/local/currencies/v2'],
    ] as const) {
      const response = await app.request(path, { method })
      expect(response.status, `${method} ${path}`).toBe(405)
      expect(await response.json()).toMatchObject({ errorCode: 'METHOD_NOT_ALLOWED' })
    }
  })

  // Testnet and mainnet are always on (keyless without a key: keylessProxy.test.ts); local only when configured.
  it('answers 404 JSON for an unknown network', async () => {
    const response = await app.request('/api/moon/chains')
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ errorCode: 'UNKNOWN_NETWORK' })
    const unconfigured = createSiteServer(
      { distDir: makeFakeDist(), dataDir: makeDataDir(), networks: { testnet: { serviceUrl: 'http://127.0.0.1:9' } } },
      { eventLog },
    )
    const local = await unconfigured.request('/api/local/chains')
    expect(local.status).toBe(404)
    expect(await local.json()).toMatchObject({ errorCode: 'UNKNOWN_NETWORK' })
  })

  it('passes upstream 4xx and 5xx through with status and JSON body, and no upstream cookies', async () => {
    const bad = await app.request('/api/local/quote/v2', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ message: 'Amount is too low', errorCode: 'AMOUNT_TOO_LOW' })
    const failed = await app.request('/api/local/chains')
    expect(failed.status).toBe(500)
    expect(await failed.json()).toEqual({ message: 'boom', errorCode: 'INTERNAL' })
    expect(failed.headers.get('set-cookie')).toBeNull()
    const text = await app.request('/api/local/currencies/v2', { method: 'POST', body: '{}' })
    expect(text.status).toBe(503)
    expect(await text.json()).toMatchObject({ message: 'Service Unavailable' })
  })

  it('answers 502 JSON when the upstream cannot be reached, without naming it or the key', async () => {
    const response = await app.request('/api/testnet/chains')
    expect(response.status).toBe(502)
    const text = await expectNoKey(response)
    expect(JSON.parse(text)).toMatchObject({ errorCode: 'UPSTREAM_UNREACHABLE' })
    expect(text).not.toContain('127.0.0.1:9')
  })
})

describe('/api/<network>/* proxy: what a browser may ask (issue 15)', () => {
  const lastUpstreamQuery = () => {
    const seen = upstream.requests.at(-1)
    return seen ? [...new URL(seen.url, 'http://upstream').searchParams] : undefined
  }

  it('drops includeAuthenticatedData, apiKey and unknown parameters from /requests/v3, however they are spelled', async () => {
    const before = upstream.requests.length
    const response = await app.request(
      '/api/local/requests/v3?user=0xabc&includeAuthenticatedData=true&apiKey=other-integrator&limit=5' +
        '&include%41uthenticatedData=true&APIKEY=x&apikey=y&bogus=1&status=success',
    )
    expect(response.status).toBe(200)
    expect(upstream.requests.length).toBe(before + 1)
    expect(lastUpstreamQuery()).toEqual([
      ['user', '0xabc'],
      ['limit', '5'],
      ['status', 'success'],
    ])
  })

  it('passes every public filter and paging parameter of /requests/v3 (section 4.1) through unchanged', async () => {
    const sent: Array<[string, string]> = [
      ['limit', '20'],
      ['continuation', 'abc=='],
      ['user', '0x00000000000000000000000000000000000000aa'],
      ['term', '0xdead beef'],
      ['id', '0x01'],
      ['orderId', '0x02'],
      ['depositTxHash', '0x03'],
      ['fillTxHash', '0x04'],
      ['refundTxHash', '0x05'],
      ['originChainId', '31337'],
      ['destinationChainId', '31338'],
      ['chainId', '31339'],
      ['depositAddress', '0x06'],
      ['recipient', '0x07'],
      ['status', 'refund'],
      ['failReason', 'SLIPPAGE'],
      ['refundFailReason', 'N/A'],
      ['requestType', 'Crosschain Swap'],
      ['currencyInChainId', '1'],
      ['currencyOutChainId', '2'],
      ['currencyInAddress', '0x08'],
      ['currencyOutAddress', '0x09'],
      ['currencyInSymbol', 'usdc'],
      ['currencyOutSymbol', 'weth'],
      ['sortBy', 'amountUsd'],
      ['sortDirection', 'asc'],
      ['startTimestamp', '1700000000'],
      ['endTimestamp', '1800000000'],
      ['startBlock', '10'],
      ['endBlock', '20'],
      ['amountUsdMin', '1.5'],
      ['amountUsdMax', '100'],
      ['appFeesAmountUsdMin', '0'],
      ['appFeesAmountUsdMax', '9'],
      ['fillTimeMin', '1'],
      ['fillTimeMax', '60'],
      ['features', 'fast_fill,app_fees'],
      ['includeChildRequests', 'true'],
      ['filters', '[{"not:status":"refund","originChainId":[1,2]},{"currencyInSymbol":"usdc"}]'],
      ['includeTotal', 'true'],
    ]
    const response = await app.request(`/api/local/requests/v3?${new URLSearchParams(sent)}`)
    expect(response.status).toBe(200)
    expect(lastUpstreamQuery()).toEqual(sent)
  })

  it('keeps only the first of a repeated parameter', async () => {
    await app.request('/api/local/requests/v3?limit=5&user=0xa&limit=50&user=0xb')
    expect(lastUpstreamQuery()).toEqual([
      ['limit', '5'],
      ['user', '0xa'],
    ])
  })

  it('refuses a `filters` group that names a field a browser may not filter on, without calling upstream', async () => {
    const before = upstream.requests.length
    for (const filters of [
      '[{"apiKey":"other-integrator"}]',
      '[{"status":"success"},{"not:apiKey":"x"}]',
      '[{"includeAuthenticatedData":true}]',
      'not json',
      '{"status":"success"}',
    ]) {
      const response = await app.request(`/api/local/requests/v3?${new URLSearchParams({ filters })}`)
      expect(response.status, filters).toBe(400)
      expect(await response.json()).toMatchObject({ errorCode: 'INVALID_INPUT' })
    }
    expect(upstream.requests.length).toBe(before)
  })

  it('forwards only requestId to /intents/status/v3, and no query at all on POST paths', async () => {
    await app.request('/api/local/intents/status/v3?requestId=0x1&apiKey=x&includeAuthenticatedData=true')
    expect(upstream.requests.at(-1)?.url).toBe('/intents/status/v3?requestId=0x1')
    await app.request('/api/local/quote/v2?apiKey=x&includeAuthenticatedData=true&source=evil', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    })
    expect(upstream.requests.at(-1)?.url).toBe('/quote/v2')
    await app.request('/api/local/chains?apiKey=x')
    expect(upstream.requests.at(-1)?.url).toBe('/chains')
  })

  it('passes a signature step’s post with its signature alone, and refuses a signature that is not hex', async () => {
    const post = (query: string) =>
      app.request(`/api/local/execute/permits?${query}`, {
        method: 'POST',
        body: '{"kind":"eip3009","requestId":"0x1","api":"bridge"}',
        headers: { 'content-type': 'application/json' },
      })
    expect((await post('signature=0xabcdef&apiKey=x')).status).toBe(200)
    expect(upstream.requests.at(-1)?.url).toBe('/execute/permits?signature=0xabcdef')
    const before = upstream.requests.length
    const refused = await post('signature=%3Cscript%3E')
    expect(refused.status).toBe(400)
    expect(upstream.requests.length).toBe(before)
  })

  it('passes screening: one EVM address in the sanctions path, the wallets list with the key', async () => {
    const address = `0x${'Ab'.repeat(20)}`
    await app.request(`/api/local/sanctioned/${address}?apiKey=x`)
    expect(upstream.requests.at(-1)?.url).toBe(`/sanctioned/${address}`)
    await app.request('/api/local/wallets/screen', {
      method: 'POST',
      body: '{"wallets":[]}',
      headers: { 'content-type': 'application/json' },
    })
    expect(upstream.requests.at(-1)).toMatchObject({ method: 'POST', url: '/wallets/screen', body: '{"wallets":[]}' })
    expect(upstream.requests.at(-1)?.headers['x-api-key']).toBe(LOCAL_KEY)
    const before = upstream.requests.length
    for (const path of [
      '/sanctioned/vitalik.eth',
      `/sanctioned/${address}/x`,
      '/sanctioned/',
      `/sanctioned/${address}0`,
    ]) {
      const response = await app.request(`/api/local${path}`)
      expect(response.status, path).toBe(404)
    }
    expect(upstream.requests.length).toBe(before)
  })

  it("passes an app fee wallet's balances, claim and claims (one EVM address in the path), and a claim's signed post", async () => {
    const wallet = `0x${'Cd'.repeat(20)}`
    await app.request(`/api/local/app-fees/${wallet}/balances?apiKey=x`)
    expect(upstream.requests.at(-1)?.url).toBe(`/app-fees/${wallet}/balances`)
    await app.request(`/api/local/app-fees/${wallet}/claims?limit=5&continuation=abc&apiKey=x`)
    expect(upstream.requests.at(-1)?.url).toBe(`/app-fees/${wallet}/claims?limit=5&continuation=abc`)
    const json = { 'content-type': 'application/json' }
    const claim = '{"chainId":1,"currency":"0x0000000000000000000000000000000000000000","recipient":"0x1"}'
    await app.request(`/api/local/app-fees/${wallet}/claim`, { method: 'POST', body: claim, headers: json })
    expect(upstream.requests.at(-1)).toMatchObject({ method: 'POST', url: `/app-fees/${wallet}/claim`, body: claim })
    await app.request('/api/local/execute/app-fee-claims?signature=0xabcdef', {
      method: 'POST',
      body: '{}',
      headers: json,
    })
    expect(upstream.requests.at(-1)?.url).toBe('/execute/app-fee-claims?signature=0xabcdef')
    const before = upstream.requests.length
    for (const [path, method] of [
      ['/app-fees/vitalik.eth/balances', 'GET'],
      [`/app-fees/${wallet}/balances/x`, 'GET'],
      [`/app-fees/${wallet}/claim`, 'GET'],
      [`/app-fees/${wallet}/claims`, 'POST'],
      ['/execute/app-fee-claims?signature=nothex', 'POST'],
    ] as const) {
      const response = await app.request(`/api/local${path}`, {
        method,
        ...(method === 'POST' && { body: '{}', headers: json }),
      })
      expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400)
    }
    expect(upstream.requests.length).toBe(before)
  })

  it('passes deposit-address lookups by address or request only', async () => {
    await app.request('/api/local/deposit-addresses/v1?address=0xabc&requestId=0x1&apiKey=x')
    expect(upstream.requests.at(-1)?.url).toBe('/deposit-addresses/v1?address=0xabc&requestId=0x1')
  })
})

describe('/api/<network>/* proxy: body size (issue 15)', () => {
  it('answers 413 to a chunked POST body far over the limit, stops reading it, and never calls upstream', async () => {
    const before = upstream.requests.length
    const body = countingBody(16 * 1024 * 1024)
    const response = await app.request('/api/local/quote/v2', {
      method: 'POST',
      body: body.stream,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ errorCode: 'PAYLOAD_TOO_LARGE' })
    expect(body.pulled()).toBeLessThan(1024 * 1024)
    expect(upstream.requests.length).toBe(before)
  })

  it('answers 413 to a content-length over the limit without reading the body', async () => {
    const body = countingBody(16 * 1024 * 1024)
    const response = await app.request('/api/local/quote/v2', {
      method: 'POST',
      body: body.stream,
      headers: { 'content-type': 'application/json', 'content-length': String(16 * 1024 * 1024) },
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(body.pulled()).toBeLessThanOrEqual(64 * 1024)
    // The unread rest of the body would be taken for the next request: the connection must end here.
    expect(response.headers.get('connection')).toBe('close')
  })
})

describe('/api/<network>/* proxy: upstream answers it must not mangle (issue 15)', () => {
  let answer: UpstreamAnswer = { status: 200, body: {} }
  let odd: Awaited<ReturnType<typeof startUpstream>>
  let oddLog: EventLog
  let oddApp: ReturnType<typeof createSiteServer>

  beforeAll(async () => {
    odd = await startUpstream(() => answer)
    oddLog = EventLog.open(makeDataDir())
    oddApp = createSiteServer(
      {
        distDir: makeFakeDist(),
        dataDir: makeDataDir(),
        networks: { local: { serviceUrl: odd.url, apiKey: LOCAL_KEY } },
      },
      { eventLog: oddLog },
    )
  })
  afterAll(async () => {
    oddLog.close()
    await odd.close()
  })

  it('passes a 204 and a 304 through with no body', async () => {
    for (const status of [204, 304]) {
      answer = { status, body: '' }
      const response = await oddApp.request('/api/local/chains')
      expect(response.status, String(status)).toBe(status)
      expect(await response.text()).toBe('')
    }
  })

  it('does not follow a redirect: a 302 becomes a 502 JSON error saying so, and its Location never reaches the browser', async () => {
    const location = `https://elsewhere.example/steal?key=${LOCAL_KEY}`
    answer = { status: 302, body: '', headers: { location } }
    const before = odd.requests.length
    const response = await oddApp.request('/api/local/chains')
    expect(response.status).toBe(502)
    expect(response.headers.get('location')).toBeNull()
    const text = await expectNoKey(response)
    expect(text).not.toContain('elsewhere.example')
    expect(JSON.parse(text)).toEqual({ message: expect.stringMatching(/redirect/i), errorCode: 'UPSTREAM_UNREACHABLE' })
    expect(odd.requests.length).toBe(before + 1)
  })

  it('turns an error status with an HTML body into a JSON error body with the same status', async () => {
    const page = '<!doctype html><html><body><h1>500 Internal Server Error</h1><script>x()</script></body></html>'
    for (const headers of [{ 'content-type': 'text/html' }, undefined]) {
      // The second one claims JSON but is not: the body is what counts, not the label.
      answer = { status: 500, body: page, headers }
      const response = await oddApp.request('/api/local/chains')
      expect(response.status).toBe(500)
      expect(response.headers.get('content-type')).toContain('application/json')
      const body = await response.json()
      expect(body).toMatchObject({ message: expect.any(String), errorCode: expect.any(String) })
      expect(body.message).not.toContain('<')
    }
  })

  it('never serves a successful non-JSON upstream body from this origin', async () => {
    answer = { status: 200, body: '<script>alert(document.cookie)</script>', headers: { 'content-type': 'text/html' } }
    const response = await oddApp.request('/api/local/chains')
    expect(response.status).toBe(502)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await response.text()).not.toContain('<script>')
  })
})
