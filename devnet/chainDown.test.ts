import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { errorBodySchema } from '../src/api/schemas'
import { type Devnet, startDevnet } from './startDevnet'
import { devnetHarness } from './testing/devnetHarness'
import { testDevnetPorts } from './testing/testDevnetPorts'

/** Its own block of ports: no other test uses them. */
const PORTS = testDevnetPorts('chainDown')

// Issue #15, finding 11. Its own devnet (own ports, own temp dir), since it stops one of its chains.
describe('a quote to a chain whose node is down', () => {
  let devnet: Devnet | undefined
  let dataDir: string | undefined

  afterAll(async () => {
    await devnet?.stop()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  it('answers 503 SERVICE_UNAVAILABLE naming the chain, with retry-after', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ferry-devnet-chain-down-'))
    devnet = await startDevnet({
      dataDir,
      port: PORTS.port,
      chainPort: PORTS.chainPort,
      quiet: true,
      fresh: true,
    })
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
  }, 120_000)
})
