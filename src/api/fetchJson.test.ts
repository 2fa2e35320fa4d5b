import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ApiError } from './ApiError'
import { fetchJson } from './fetchJson'

// A real HTTP server answering each path in one of the ways a service can misbehave.
const answers: Record<string, { status: number; body: string }> = {
  '/ok': { status: 200, body: JSON.stringify({ value: 1, extra: 'allowed' }) },
  '/garbage': { status: 200, body: '<html>not json' },
  '/wrong-shape': { status: 200, body: JSON.stringify({ value: 'one' }) },
  '/quote-error': { status: 400, body: JSON.stringify({ message: 'Amount too low', errorCode: 'AMOUNT_TOO_LOW' }) },
  '/unknown-code': {
    status: 400,
    body: JSON.stringify({ message: 'Recipient is blocked', errorCode: 'SOMETHING_NEW' }),
  },
  '/crash': { status: 500, body: 'Internal Server Error' },
  '/busy': { status: 429, body: JSON.stringify({ message: 'Rate limited' }) },
  '/upstream-down': {
    status: 502,
    body: JSON.stringify({ message: 'The testnet service could not be reached', errorCode: 'UPSTREAM_UNREACHABLE' }),
  },
  // The site server without a key for the network, on a path that needs one (the activity page's listing).
  '/needs-key': {
    status: 403,
    body: JSON.stringify({
      message: '/requests/v3 needs an API key, and this server has none for mainnet: set FERRY_MAINNET_API_KEY.',
      errorCode: 'API_KEY_REQUIRED',
    }),
  },
}

let server: Server
let baseUrl: string
beforeAll(async () => {
  server = createServer((req, res) => {
    const answer = answers[req.url ?? ''] ?? { status: 404, body: '{"message":"Not found"}' }
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const schema = z.object({ value: z.number() })
const call = (path: string, base = baseUrl) => fetchJson({ baseUrl: base, path, schema }).catch((e: unknown) => e)

describe('fetchJson', () => {
  it('parses a good answer and keeps unknown fields out of the way', async () => {
    expect(await fetchJson({ baseUrl, path: '/ok', schema })).toEqual({ value: 1 })
  })

  it('maps a known errorCode to a friendly sentence and keeps the code', async () => {
    const error = (await call('/quote-error')) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      errorCode: 'AMOUNT_TOO_LOW',
      serviceMessage: 'Amount too low',
    })
    expect(error.message).toMatch(/too small to cover the fees/)
    expect(error.isRetryable).toBe(false)
  })

  it("shows the service's own message for a code it does not know", async () => {
    const error = (await call('/unknown-code')) as ApiError
    expect(error.message).toBe('Recipient is blocked.')
  })

  it('says what to configure when the site server has no key for a path that needs one (its own words)', async () => {
    const error = (await call('/needs-key')) as ApiError
    expect(error).toMatchObject({ status: 403, errorCode: 'API_KEY_REQUIRED' })
    expect(error.message).toContain('set FERRY_MAINNET_API_KEY')
    expect(error.isRetryable).toBe(false)
  })

  it('says the site server cannot reach the service (no internet), not that the service has trouble', async () => {
    const error = (await call('/upstream-down')) as ApiError
    expect(error.message).toMatch(/site server cannot reach the service/)
  })

  it('turns a 500 with a non-JSON body into a readable, retryable error', async () => {
    const error = (await call('/crash')) as ApiError
    expect(error).toMatchObject({ kind: 'http', status: 500 })
    expect(error.message).toMatch(/having trouble/)
    expect(error.isRetryable).toBe(true)
  })

  it('treats 429 as retryable', async () => {
    expect(((await call('/busy')) as ApiError).isRetryable).toBe(true)
  })

  it('refuses 2xx garbage and 2xx answers of the wrong shape', async () => {
    expect(await call('/garbage')).toMatchObject({ kind: 'invalid-response' })
    expect(await call('/wrong-shape')).toMatchObject({ kind: 'invalid-response' })
  })

  it('reports an unreachable service as a network error', async () => {
    const error = (await call('/ok', 'http://127.0.0.1:1')) as ApiError
    expect(error).toMatchObject({ kind: 'network' })
    expect(error.message).toMatch(/Cannot reach the service/)
  })
})
