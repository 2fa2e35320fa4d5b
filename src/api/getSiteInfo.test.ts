import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from './ApiError'
import { getSiteInfo } from './getSiteInfo'
import { siteInfoSchema } from './schemas/siteInfo'
import { tolerantLog } from './schemas/tolerant'

const shop = '0x00000000000000000000000000000000000005a0'

// A real HTTP server standing for the site server in each of the ways it can answer `/site`.
const answers: Record<string, { status: number; type: string; body: string }> = {
  '/api/site': {
    status: 200,
    type: 'application/json',
    body: JSON.stringify({
      name: 'Ferry Shop',
      networks: { local: { appFees: [{ recipient: shop, bps: 50 }] }, mainnet: { appFees: [] } },
    }),
  },
  '/static/site': { status: 200, type: 'text/html', body: '<!doctype html><title>Ferry</title>' },
  '/broken/site': { status: 500, type: 'text/plain', body: 'Internal Server Error' },
}

let server: Server
let origin: string
beforeAll(async () => {
  server = createServer((req, res) => {
    const answer = answers[req.url ?? ''] ?? { status: 404, type: 'application/json', body: '{"message":"Not found"}' }
    res.writeHead(answer.status, { 'content-type': answer.type }).end(answer.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('getSiteInfo', () => {
  it("reads the site's name and fees per network", async () => {
    expect(await getSiteInfo({ proxyUrl: `${origin}/api` })).toEqual({
      name: 'Ferry Shop',
      networks: { local: { appFees: [{ recipient: shop, bps: 50 }] }, mainnet: { appFees: [] } },
    })
  })

  it('is null where there is no such answer: a 404, or a static host answering with a page', async () => {
    expect(await getSiteInfo({ proxyUrl: `${origin}/old` })).toBeNull()
    expect(await getSiteInfo({ proxyUrl: `${origin}/static` })).toBeNull()
  })

  it('fails with an ApiError worth a retry when the site server breaks', async () => {
    const error = await getSiteInfo({ proxyUrl: `${origin}/broken` }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).isRetryable).toBe(true)
  })
})

describe('siteInfoSchema', () => {
  it('leaves out a bad fee or network and ignores unknown fields, never the whole answer', () => {
    const warnings: string[] = []
    const warn = tolerantLog.warn
    tolerantLog.warn = (message) => warnings.push(message)
    try {
      const parsed = siteInfoSchema.parse({
        name: 'Shop',
        version: 2,
        networks: {
          local: {
            appFees: [
              { recipient: shop, bps: 50, note: 'kept' },
              { recipient: 'shop.eth', bps: 50 },
              { recipient: shop, bps: 0 },
              { recipient: shop, bps: 12.5 },
              { recipient: shop, bps: 10_001 },
            ],
          },
          testnet: 'none',
          mainnet: { appFees: null },
        },
      })
      expect(parsed.name).toBe('Shop')
      expect(parsed.networks.local?.appFees).toEqual([{ recipient: shop, bps: 50, note: 'kept' }])
      expect(parsed.networks.mainnet?.appFees).toEqual([])
      expect(parsed.networks).not.toHaveProperty('testnet')
      expect(warnings).toHaveLength(5)
    } finally {
      tolerantLog.warn = warn
    }
    expect(siteInfoSchema.parse({})).toEqual({ networks: {} })
    expect(siteInfoSchema.parse({ name: null, networks: [] })).toEqual({ name: null, networks: {} })
  })
})
