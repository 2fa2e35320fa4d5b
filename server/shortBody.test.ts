import { describe, expect, it } from 'vitest'
import { sendShortBody } from '../devnet/testing/sendShortBody'
import { startSiteServer } from './startSiteServer'
import { LOCAL_KEY, makeDataDir, makeFakeDist } from './testing/siteServerFixtures'

// Issue #37: a body that never comes held its connection for ever.
describe('a request whose body never arrives', () => {
  it('is answered 408 and closed after the request deadline', async () => {
    const server = await startSiteServer(
      {
        port: 0,
        host: '127.0.0.1',
        distDir: makeFakeDist(),
        dataDir: makeDataDir(),
        networks: { local: { serviceUrl: 'http://127.0.0.1:9', apiKey: LOCAL_KEY } },
      },
      { requestTimeoutMs: 500 },
    )
    try {
      const started = Date.now()
      for (const path of ['/webhooks/local', '/api/local/quote/v2']) {
        const answer = await sendShortBody(server.url, path, 10_000)
        expect(answer, path).toMatch(/^HTTP\/1.1 408/)
      }
      expect(Date.now() - started).toBeLessThan(10_000)
      // The server goes on: an ordinary request is answered.
      expect((await fetch(`${server.url}/`)).status).toBe(200)
    } finally {
      await server.stop()
    }
  })
})
