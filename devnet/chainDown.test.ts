import { describe, expect, it } from 'vitest'
import { errorBodySchema } from '../src/api/schemas'
import { devnetHarness } from './testing/devnetHarness'
import { ownDevnet } from './testing/ownDevnet'

// Issue #15, finding 11. Its own devnet (own ports, own temp dir), since it stops one of its chains.
describe('a quote to a chain whose node is down', () => {
  const own = ownDevnet('chainDown')

  it('answers 503 SERVICE_UNAVAILABLE naming the chain, with retry-after', async () => {
    const devnet = await own.start({ fresh: true })
    const h = devnetHarness(devnet.manifest)
    const [A, B] = [devnet.manifest.chains[0]!, devnet.manifest.chains[1]!]
    const body = {
      user: devnet.manifest.accounts[0]!.address,
      originChainId: A.id,
      destinationChainId: B.id,
      originCurrency: 'eth',
      destinationCurrency: 'eth',
      amount: '1000000000000000',
      tradeType: 'EXACT_INPUT',
    }
    expect((await h.quote(body)).status).toBe(200)

    await devnet.stopChain(B.id)
    const response = await fetch(`${devnet.manifest.serviceUrl}/quote/v2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const answer = await response.json()
    expect(response.status, JSON.stringify(answer)).toBe(503)
    const error = errorBodySchema.parse(answer)
    expect(error.errorCode).toBe('SERVICE_UNAVAILABLE')
    expect(error.message).toBe(`${B.name} is not answering; try again shortly`)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    // GET /chains/health says the same of it, and nothing of the chains that still answer.
    expect((await h.request(`/chains/health?chainId=${B.id}`)).body).toEqual({ healthy: false })
    expect((await h.request(`/chains/health?chainId=${A.id}`)).body).toEqual({ healthy: true })
  }, 120_000)
})
