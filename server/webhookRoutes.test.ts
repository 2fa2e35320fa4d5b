import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSiteServer } from './createSiteServer'
import { EventLog } from './EventLog'
import { startSiteServer } from './startSiteServer'
import {
  countingBody,
  LOCAL_KEY,
  makeDataDir,
  makeFakeDist,
  postChunked,
  sign,
  signedHeaders,
  TESTNET_KEY,
  webhookBody,
} from './testing/siteServerFixtures'

let eventLog: EventLog
let app: ReturnType<typeof createSiteServer>
const now = () => Date.now()

beforeEach(() => {
  eventLog = EventLog.open(makeDataDir())
  app = createSiteServer(
    {
      distDir: makeFakeDist(),
      dataDir: makeDataDir(),
      networks: {
        local: { serviceUrl: 'http://127.0.0.1:1', apiKey: LOCAL_KEY },
        testnet: { serviceUrl: 'http://127.0.0.1:1', apiKey: TESTNET_KEY },
      },
    },
    { eventLog, now },
  )
})
afterEach(() => eventLog.close())

const post = (path: string, body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string>) =>
  app.request(path, { method: 'POST', body, headers })

describe('POST /webhooks (section 6.1 verification)', () => {
  it('accepts a validly signed event and stores it', async () => {
    const body = webhookBody()
    const response = await post('/webhooks', body, signedHeaders(LOCAL_KEY, body))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ received: true, id: 1 })
    expect(eventLog.since(0).map((e) => e.event.data.requestId)).toEqual([JSON.parse(body).data.requestId])
    expect(eventLog.since(0)[0]?.network).toBe('local')
  })

  it('verifies per network with that network key', async () => {
    const body = webhookBody()
    expect((await post('/webhooks/testnet', body, signedHeaders(LOCAL_KEY, body))).status).toBe(401)
    expect((await post('/webhooks/testnet', body, signedHeaders(TESTNET_KEY, body))).status).toBe(200)
    expect((await post('/webhooks/mainnet', body, signedHeaders(TESTNET_KEY, body))).status).toBe(404)
  })

  it('rejects a wrong signature', async () => {
    const body = webhookBody()
    const ts = Math.floor(Date.now() / 1000)
    const response = await post('/webhooks', body, {
      'x-signature-timestamp': String(ts),
      'x-signature-sha256': sign('another-key', ts, body),
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ errorCode: 'INVALID_SIGNATURE', message: expect.any(String) })
    expect(eventLog.lastId).toBe(0)
  })

  it('rejects a signature of the wrong length (truncated, extended, non-hex, missing)', async () => {
    const body = webhookBody()
    const headers = signedHeaders(LOCAL_KEY, body)
    const good = headers['x-signature-sha256'] as string
    for (const signature of [good.slice(0, 62), `${good}00`, good.slice(0, 32), `${good.slice(0, 63)}z`, '']) {
      const response = await post('/webhooks', body, { ...headers, 'x-signature-sha256': signature })
      expect(response.status, signature).toBe(401)
    }
    const { 'x-signature-timestamp': _ts, ...withoutTimestamp } = headers
    expect((await post('/webhooks', body, withoutTimestamp)).status).toBe(401)
    expect(eventLog.lastId).toBe(0)
  })

  it('rejects a stale timestamp (older than 5 minutes) and one too far ahead, even when correctly signed', async () => {
    const body = webhookBody()
    // The server reads its clock after the test has: a loaded machine may take seconds in between, so the
    // timestamps keep clear of the 300 s edge by what that can take (the edge itself: verifyWebhookSignature's nowMs).
    const nowSeconds = Math.floor(Date.now() / 1000)
    const stale = await post('/webhooks', body, signedHeaders(LOCAL_KEY, body, nowSeconds - 301))
    expect(stale.status).toBe(401)
    expect(await stale.json()).toMatchObject({ errorCode: 'STALE_TIMESTAMP' })
    expect((await post('/webhooks', body, signedHeaders(LOCAL_KEY, body, nowSeconds + 330))).status).toBe(401)
    expect((await post('/webhooks', body, signedHeaders(LOCAL_KEY, body, nowSeconds - 240))).status).toBe(200)
  })

  it('rejects a replay of the same signed request with 409', async () => {
    const body = webhookBody()
    const headers = signedHeaders(LOCAL_KEY, body)
    expect((await post('/webhooks', body, headers)).status).toBe(200)
    const replay = await post('/webhooks', body, headers)
    expect(replay.status).toBe(409)
    expect(await replay.json()).toMatchObject({ errorCode: 'REPLAYED' })
    expect(eventLog.lastId).toBe(1)
  })

  it('remembers signatures across a restart (the replay guard is rebuilt from the store)', async () => {
    const dataDir = makeDataDir()
    const first = EventLog.open(dataDir)
    const config = {
      distDir: makeFakeDist(),
      dataDir,
      networks: { local: { serviceUrl: 'http://127.0.0.1:1', apiKey: LOCAL_KEY } },
    }
    const body = webhookBody()
    const headers = signedHeaders(LOCAL_KEY, body)
    expect(
      (await createSiteServer(config, { eventLog: first }).request('/webhooks', { method: 'POST', body, headers }))
        .status,
    ).toBe(200)
    first.close()
    const second = EventLog.open(dataDir)
    expect(
      (await createSiteServer(config, { eventLog: second }).request('/webhooks', { method: 'POST', body, headers }))
        .status,
    ).toBe(409)
    second.close()
  })

  it('rejects a body altered by one byte', async () => {
    const body = webhookBody()
    const headers = signedHeaders(LOCAL_KEY, body)
    const bytes = Buffer.from(body)
    const at = bytes.indexOf('pending')
    bytes[at] = 'q'.charCodeAt(0)
    expect(
      (
        await post(
          '/webhooks',
          new Uint8Array(
            bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
          ) as Uint8Array<ArrayBuffer>,
          headers,
        )
      ).status,
    ).toBe(401)
    // Whitespace counts too: the raw bytes are signed, not the parsed JSON.
    expect((await post('/webhooks', `${body} `, headers)).status).toBe(401)
    expect(eventLog.lastId).toBe(0)
  })

  it('acknowledges a re-signed retry of the same body without storing it twice', async () => {
    const body = webhookBody()
    const nowSeconds = Math.floor(Date.now() / 1000)
    expect((await post('/webhooks', body, signedHeaders(LOCAL_KEY, body, nowSeconds - 2))).status).toBe(200)
    const retry = await post('/webhooks', body, signedHeaders(LOCAL_KEY, body, nowSeconds))
    expect(retry.status).toBe(200)
    expect(await retry.json()).toMatchObject({ duplicate: true })
    expect(eventLog.lastId).toBe(1)
  })

  it('refuses a verified body that is not a status event with 400', async () => {
    const body = JSON.stringify({ event: 'something.else', data: {} })
    expect((await post('/webhooks', body, signedHeaders(LOCAL_KEY, body))).status).toBe(400)
  })
})

describe('POST /webhooks: body size (issue 15)', () => {
  const FAR_OVER = 16 * 1024 * 1024

  it('answers 413 to a chunked body far over the limit, and stops reading it', async () => {
    const body = countingBody(FAR_OVER)
    const response = await app.request('/webhooks', {
      method: 'POST',
      body: body.stream,
      headers: signedHeaders(LOCAL_KEY, ''),
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ errorCode: 'PAYLOAD_TOO_LARGE' })
    expect(body.pulled()).toBeLessThan(1024 * 1024)
    expect(eventLog.lastId).toBe(0)
  })

  it('answers 413 to a content-length over the limit without reading the body', async () => {
    const body = countingBody(FAR_OVER)
    const response = await app.request('/webhooks', {
      method: 'POST',
      body: body.stream,
      headers: { ...signedHeaders(LOCAL_KEY, ''), 'content-length': String(FAR_OVER) },
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    // A ReadableStream pulls its first chunk by itself; the handler must not ask for more.
    expect(body.pulled()).toBeLessThanOrEqual(64 * 1024)
  })

  it('over real HTTP, answers 413 before the sender has finished a 64 MiB chunked body', async () => {
    const server = await startSiteServer({
      port: 0,
      distDir: makeFakeDist(),
      dataDir: makeDataDir(),
      networks: { local: { serviceUrl: 'http://127.0.0.1:1', apiKey: LOCAL_KEY } },
    })
    try {
      const total = 64 * 1024 * 1024
      const answer = await postChunked(`${server.url}/webhooks/local`, total)
      expect(answer.status).toBe(413)
      expect(JSON.parse(answer.body)).toMatchObject({ errorCode: 'PAYLOAD_TOO_LARGE' })
      // Socket buffers hold a few MiB at most; the rest was never asked for.
      expect(answer.writtenWhenAnswered).toBeLessThan(total / 4)
    } finally {
      await server.stop()
    }
  })
})
