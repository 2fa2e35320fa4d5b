import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { devnetHarness } from '../testing/devnetHarness'
import { transferKit } from '../testing/transferKit'
import { allDevnetTargets } from './allDevnetTargets'
import { FUZZ_TOTAL_RUNS, type FuzzRequest, fuzzTarget } from './fuzzAnswer'
import { fuzzRuns } from './fuzzRuns'

// Issue #15: generated hostile queries and bodies at every devnet endpoint; each answer is a 4xx JSON error or a
// valid answer, never a 5xx, a hang or a crash; and a normal transfer still fills afterwards.
const h = devnetHarness(inject('manifest'))
const kit = transferKit(h)
const apiKey = h.manifest.apiKeys[0]!
const targets = allDevnetTargets(h.manifest)
const runs = fuzzRuns(h.manifest)
// A slow machine gets 40 ms a request on top of the base.
const timeout = 60_000 + runs * 40

const send = (request: FuzzRequest, signal: AbortSignal) =>
  fetch(request.url ?? `${h.manifest.serviceUrl}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal,
  })

describe(`fuzzing the devnet: ${runs} requests per endpoint (${FUZZ_TOTAL_RUNS} in all with the site server's)`, () => {
  // The webhook admin target may set or delete the devnet key's endpoint: put back what was there.
  let webhookBefore: unknown
  // The admin settings the fuzzer posts to (never with a body the route would take): as they were, afterwards.
  const settings = async () => ({
    mining: (await h.request('/devnet/chains/mining')).body,
    overlooked: ((await h.request('/devnet/solver')).body as { overlookDepositsFrom?: unknown }).overlookDepositsFrom,
  })
  let settingsBefore: unknown
  beforeAll(async () => {
    const answer = await h.request(`/devnet/webhooks/${apiKey}`)
    webhookBefore = answer.status === 200 ? answer.body : undefined
    settingsBefore = await settings()
  })
  afterAll(async () => {
    if (webhookBefore) await kit.call(`/devnet/webhooks/${apiKey}`, webhookBefore as Record<string, unknown>, 'PUT')
    else await kit.call(`/devnet/webhooks/${apiKey}`, undefined, 'DELETE')
  })

  it.each(targets.map((t) => [t.name, t] as const))(
    '%s',
    async (_name, target) => {
      await fuzzTarget(target, send, runs)
      // Still standing: the service answers a plain call.
      expect((await h.request('/chains')).status).toBe(200)
    },
    timeout,
  )

  it('the admin settings are as they were (no chain paused, no sender overlooked)', async () => {
    expect(await settings()).toEqual(settingsBefore)
  })

  it('a normal transfer still fills afterwards', async () => {
    const wallet = await kit.wallet()
    const [A, B] = h.manifest.chains.map((c) => c.id) as [number, number]
    const recipient = (await kit.wallet({ eth: 0n })).address
    const quoted = await kit.quote({
      user: wallet.address,
      recipient,
      originChainId: A,
      destinationChainId: B,
      originCurrency: 'eth',
      destinationCurrency: 'eth',
      amount: '10000000000000000',
      tradeType: 'EXACT_INPUT',
    })
    const before = await h.balance(B, '0x0000000000000000000000000000000000000000', recipient)
    await kit.execute(quoted.quote, wallet)
    const final = await kit.final(quoted.requestId)
    expect(final.status).toBe('success')
    expect((await h.balance(B, '0x0000000000000000000000000000000000000000', recipient)) - before).toBe(
      quoted.amountOut,
    )
  })
})
