import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { devnetHarness } from '../../testing/devnetHarness'
import { expectInvalid } from '../../testing/hostileInput'

// Issue #15, finding 9 on the admin bodies: text the devnet stores or sends on is text every later reader can carry.
const h = devnetHarness(inject('manifest'))
const apiKey = h.manifest.apiKeys[0]!
const send = (method: string, path: string, body: unknown) =>
  h.request(path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

describe('PUT /devnet/webhooks/:apiKey: url and headers', () => {
  let before: unknown
  beforeAll(async () => {
    const answer = await h.request(`/devnet/webhooks/${apiKey}`)
    before = answer.status === 200 ? answer.body : undefined
  })
  afterAll(async () => {
    if (before) await send('PUT', `/devnet/webhooks/${apiKey}`, before)
    else await h.request(`/devnet/webhooks/${apiKey}`, { method: 'DELETE' })
  })
  const put = (body: unknown) => send('PUT', `/devnet/webhooks/${apiKey}`, body)

  it.each([
    ['a NUL byte', 'http://127.0.0.1:9/hook\u0000x'],
    ['a lone surrogate', 'http://127.0.0.1:9/hook\ud800'],
    ['a control character', 'http://127.0.0.1:9/ho\u0007ok'],
    ['2049 characters', `http://127.0.0.1:9/${'a'.repeat(2030)}`],
  ])('a url with %s is a 400 naming url', async (_what, url) => {
    expectInvalid(await put({ url }), 'url')
  })

  it.each([
    ['a NUL byte', 'a\u0000b'],
    ['a lone surrogate', 'a\udc00b'],
    ['non-ASCII text (no HTTP client sends it as is)', 'Bearer €'],
    ['a control character', 'a\u0001b'],
    ['1025 characters', 'x'.repeat(1025)],
  ])('a header value with %s is a 400 naming the header', async (_what, value) => {
    expectInvalid(await put({ url: 'http://127.0.0.1:9/hook', headers: { 'x-token': value } }), 'x-token')
  })

  it('more than 32 headers is a 400; a long header name is a 400', async () => {
    const many = Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`x-h${i}`, 'v']))
    expectInvalid(await put({ url: 'http://127.0.0.1:9/hook', headers: many }), 'headers')
    expectInvalid(await put({ url: 'http://127.0.0.1:9/hook', headers: { ['x'.repeat(1025)]: 'v' } }), 'header name')
  })

  it('a header called __proto__ stays a header, not a prototype', async () => {
    const answer = await put(`{"url":"http://127.0.0.1:9/hook","enabled":false,"headers":{"__proto__":"p","x-a":"b"}}`)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const read = await h.request(`/devnet/webhooks/${apiKey}`)
    const headers = (read.body as { headers: Record<string, string> }).headers
    // jsonb keeps its own key order: compare sorted.
    expect(Object.entries(headers).sort()).toEqual([
      ['__proto__', 'p'],
      ['x-a', 'b'],
    ])
  })
})

describe('PUT /devnet/catalogue, sponsors and outage: strings where numbers or decimals belong, hostile keys', () => {
  it.each([{ chains: '\u0000' }, { tokens: '\ud800' }, { '\u0000': 1 }, { chains: 1, '\udc00': 2 }])(
    'PUT /devnet/catalogue %j is a 400',
    async (body) => {
      expectInvalid(await send('PUT', '/devnet/catalogue', body), 'Invalid body')
    },
  )

  it('sponsor balances: a NUL or a lone surrogate in the amount or the key is a 400', async () => {
    expectInvalid(await send('PUT', '/devnet/sponsors/fuzz-key', { balanceUsd: '1\u0000' }), 'balanceUsd')
    expectInvalid(await send('PUT', '/devnet/sponsors/fuzz-key', { balanceUsd: '1\ud800' }), 'balanceUsd')
    expectInvalid(await send('POST', '/devnet/sponsors/fuzz-key/fund', { amountUsd: '\u0000' }), 'amountUsd')
    expectInvalid(await send('PUT', '/devnet/sponsors/a%00b', { balanceUsd: '1' }), 'NUL')
    expectInvalid(await send('PUT', `/devnet/sponsors/${'k'.repeat(300)}`, { balanceUsd: '1' }), 'apiKey')
  })

  it('outage paths holding a NUL or a lone surrogate are a 400 (and start no outage)', async () => {
    expectInvalid(await send('POST', '/devnet/outage', { seconds: 5, paths: ['/quote/v2\u0000'] }), 'paths')
    expectInvalid(await send('POST', '/devnet/outage', { seconds: 5, paths: ['/\ud800'] }), 'paths')
    expect((await h.request('/devnet/outage')).body).toMatchObject({ active: false })
  })
})
