import { request } from 'node:http'
import { describe, expect, inject, it } from 'vitest'
import { errorBodySchema } from '../../src/api/schemas'
import { postChunked } from '../../server/testing/siteServerFixtures'
import { devnetHarness } from '../testing/devnetHarness'
import { validQuoteBody } from '../testing/hostileInput'
import { MAX_BODY_BYTES, MAX_QUOTE_BODY_BYTES } from './limitBody'

// Issue #15, finding 6 (devnet part): bodies are limited while they are read, on every POST and PUT.
const h = devnetHarness(inject('manifest'))
const url = (path: string) => `${h.manifest.serviceUrl}${path}`

/** Sends the headers of a request declaring `contentLength` bytes, and none of its body; resolves on the answer. */
function headersOnly(method: string, target: string, contentLength: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      target,
      { method, headers: { 'content-type': 'application/json', 'content-length': String(contentLength) } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') })
          req.destroy()
        })
      },
    )
    req.on('error', reject)
    req.flushHeaders()
  })
}

function expectTooLarge(status: number, text: string) {
  expect(status, text.slice(0, 300)).toBe(413)
  expect(errorBodySchema.parse(JSON.parse(text)).errorCode).toBe('PAYLOAD_TOO_LARGE')
}

describe('finding 6: a body over the limit is a 413 before it is read whole', () => {
  const paths = [
    '/quote/v2',
    '/price',
    '/execute/permits',
    '/currencies/v2',
    '/transactions/deposit-address/reindex',
    '/devnet/faults',
    '/devnet/faucet',
    '/devnet/outage',
  ]
  it.each(paths)('POST %s of 64 MiB sent chunked: 413, answered after a small part of it', async (path) => {
    const answer = await postChunked(url(path), 64 * 1024 * 1024)
    expectTooLarge(answer.status, answer.body)
    const limit = path === '/quote/v2' || path === '/price' ? MAX_QUOTE_BODY_BYTES : MAX_BODY_BYTES
    // Answered at the limit (plus what sat in socket buffers), not after 64 MiB.
    expect(answer.writtenWhenAnswered).toBeLessThan(limit + 8 * 1024 * 1024)
  })

  it('a declared content-length over the limit is refused before a byte of the body is sent (PUT too)', async () => {
    for (const [method, path, size] of [
      ['POST', '/quote/v2', MAX_QUOTE_BODY_BYTES + 1],
      ['PUT', '/devnet/catalogue', MAX_BODY_BYTES + 1],
      ['PUT', `/devnet/webhooks/${h.manifest.apiKeys[0]}`, MAX_BODY_BYTES + 1],
      ['PUT', '/devnet/sponsors/some-key', MAX_BODY_BYTES + 1],
    ] as const) {
      const answer = await headersOnly(method, url(path), size)
      expectTooLarge(answer.status, answer.body)
    }
  })

  it('a quote at the limit is read (and judged on its content); the service still quotes', async () => {
    const padded = `${JSON.stringify(validQuoteBody(h))}${' '.repeat(MAX_QUOTE_BODY_BYTES - 2000)}`
    const answer = await h.quote(padded)
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200)
    const small = await h.request('/devnet/solver', { method: 'POST', body: `{}${' '.repeat(MAX_BODY_BYTES - 10)}` })
    expect(small.status).toBe(200)
  })
})
