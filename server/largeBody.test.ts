import { describe, expect, it } from 'vitest'
import { startSiteServer } from './startSiteServer'
import { LOCAL_KEY, makeDataDir, makeFakeDist } from './testing/siteServerFixtures'

// Issue #37, as the devnet had it: a body over the limit is answered 413 before it is read, and its connection
// closed; closed at once, the kernel's reset to the bytes the client still sends could take the 413 with it.
describe('a body far over the limit, sent whole', () => {
  it('always gets its 413, on the proxy and on the webhooks', async () => {
    const server = await startSiteServer({
      port: 0,
      host: '127.0.0.1',
      distDir: makeFakeDist(),
      dataDir: makeDataDir(),
      networks: { local: { serviceUrl: 'http://127.0.0.1:9', apiKey: LOCAL_KEY } },
    })
    const body = `{"x":"${'a'.repeat(8 * 1024 * 1024)}"}`
    try {
      const outcomes: string[] = []
      for (let round = 0; round < 5; round++) {
        for (const path of ['/api/local/quote/v2', '/webhooks/local']) {
          const outcome = await fetch(`${server.url}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
            signal: AbortSignal.timeout(15_000),
          }).then(
            (r) => String(r.status),
            (e: Error) => `${path}: ${(e.cause as Error | undefined)?.message ?? e.message}`,
          )
          outcomes.push(outcome)
        }
      }
      expect(outcomes).toEqual(Array(10).fill('413'))
    } finally {
      await server.stop()
    }
  }, 60_000)
})
