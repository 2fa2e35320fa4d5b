import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { devnetChains } from '../chains/devnetChains'
import { chainClient } from './chainClient'

// Issue #37: after a chain was killed, the solver's stop waited while each read of it took viem's retries (150, 300
// and 600 ms apart): seconds of a restart. The devnet's stop now ends every chain request at once.
describe('a chain client, when the devnet stops', () => {
  it('ends a request under way at once, and fails the next without retrying', async () => {
    // A node that takes requests and never answers (a chain hung or gone mid-request).
    const server = createServer(() => undefined)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const stopping = new AbortController()
    const client = chainClient(devnetChains[0]!, `http://127.0.0.1:${port}`, stopping.signal)
    try {
      const began = Date.now()
      const underWay = client.getBlockNumber({ cacheTime: 0 }).then(
        () => 'answered',
        (error: Error) => error.name,
      )
      setTimeout(() => stopping.abort(), 100)
      expect(await underWay).toBe('AbortError')
      // viem's three retries alone wait 1,050 ms.
      const next = Date.now()
      await expect(client.getChainId()).rejects.toMatchObject({ name: 'AbortError' })
      expect(Date.now() - next).toBeLessThan(500)
      expect(next - began).toBeLessThan(1_000)
    } finally {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })
})
