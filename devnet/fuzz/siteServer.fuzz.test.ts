import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Hono } from 'hono'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createSiteServer } from '../../server/createSiteServer'
import { makeFakeDist, signedHeaders, startUpstream } from '../../server/testing/siteServerFixtures'
import { quoteResponseSchema, statusResponseSchema } from '../../src/api/schemas'
import { devnetHarness } from '../testing/devnetHarness'
import { orderIdOf } from '../testing/orderOf'
import { transferKit } from '../testing/transferKit'
import { FUZZ_TOTAL_RUNS, type FuzzRequest, fuzzTarget } from './fuzzAnswer'
import { fuzzRuns } from './fuzzRuns'
import { FAKE_UPSTREAM_ANSWERS, siteServerTargets } from './siteServerTargets'

// Issue #15: the site server in process (hono app.request), its proxy in front of the real devnet and of a
// misbehaving fake upstream; every answer a 4xx JSON error or a valid one, and a transfer through it still fills.
const h = devnetHarness(inject('manifest'))
const kit = transferKit(h)
const devnetKey = h.manifest.apiKeys[0]!
const runs = fuzzRuns(h.manifest)
const timeout = 60_000 + runs * 40

describe(`fuzzing the site server: ${runs} requests per route (${FUZZ_TOTAL_RUNS} in all with the devnet's)`, () => {
  let app: Hono
  let upstream: Awaited<ReturnType<typeof startUpstream>>
  const shutdown = new AbortController()
  const dataDir = mkdtempSync(join(tmpdir(), 'ferry-fuzz-site-'))
  beforeAll(async () => {
    upstream = await startUpstream((request) => {
      const answer = FAKE_UPSTREAM_ANSWERS[Number(request.headers['accept-language'])] ?? FAKE_UPSTREAM_ANSWERS[0]!
      return answer
    })
    app = createSiteServer(
      {
        distDir: makeFakeDist(),
        dataDir,
        networks: {
          // Fast fills on, so a hostile one reaches the devnet's POST /fast-fill through the body check.
          local: { serviceUrl: h.manifest.serviceUrl, apiKey: devnetKey, fastFill: { maxFillAmountUsd: 1 } },
          testnet: { serviceUrl: upstream.url, apiKey: 'fuzz-testnet-key', fastFill: { maxFillAmountUsd: 1 } },
        },
        heartbeatMs: 60_000,
      },
      { shutdown: shutdown.signal },
    )
  })
  afterAll(async () => {
    shutdown.abort()
    await upstream.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const send = async (request: FuzzRequest, signal: AbortSignal) =>
    app.request(`http://ferry.test${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal,
    })
  const targets = siteServerTargets((body) => signedHeaders(devnetKey, body))

  it.each(targets.map((t) => [t.name, t] as const))(
    '%s',
    async (_name, target) => {
      await fuzzTarget(target, send, runs)
    },
    timeout,
  )

  it('a normal transfer through the proxy still fills afterwards', async () => {
    const wallet = await kit.wallet()
    const [A, B] = h.manifest.chains.map((c) => c.id) as [number, number]
    const recipient = privateKeyToAddress(generatePrivateKey())
    const quoteAnswer = await app.request('http://ferry.test/api/local/quote/v2', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        user: wallet.address,
        recipient,
        originChainId: A,
        destinationChainId: B,
        originCurrency: 'eth',
        destinationCurrency: 'eth',
        amount: '10000000000000000',
        tradeType: 'EXACT_INPUT',
      }),
    })
    expect(quoteAnswer.status).toBe(200)
    const quote = quoteResponseSchema.parse(await quoteAnswer.json())
    await kit.execute(quote, wallet)
    const requestId = orderIdOf(quote)
    await expect
      .poll(
        async () => {
          const answer = await app.request(`http://ferry.test/api/local/intents/status/v3?requestId=${requestId}`)
          return statusResponseSchema.parse(await answer.json()).status
        },
        { timeout: 30_000, interval: 100 },
      )
      .toBe('success')
    expect(await h.balance(B, '0x0000000000000000000000000000000000000000', recipient)).toBe(
      BigInt(quote.details.currencyOut!.amount),
    )
  })
})
