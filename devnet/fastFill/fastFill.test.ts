import { randomUUID } from 'node:crypto'
import { zeroAddress } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import type { DescribedResponse } from '../../src/api/description/describedTypes'
import { devnetHarness } from '../testing/devnetHarness'
import { transferKit } from '../testing/transferKit'

// Issue 41, fast fill: the solver fills a request before its deposit has its confirmations, fronted by the key's app
// balance (its sponsor balance), which stays outstanding until the deposit is counted.
const h = devnetHarness(inject('manifest'))
const kit = transferKit(h)
const [A, B] = h.manifest.chains.map((c) => c.id) as [number, number]
const ethBridge = {
  originChainId: A,
  destinationChainId: B,
  originCurrency: 'eth',
  destinationCurrency: 'eth',
  tradeType: 'EXACT_INPUT',
}

/** A key of this test's own (any key may have an app balance), so no other test's balance moves. */
const ownKey = () => `fast-fill-${randomUUID()}`
const fastFill = (body: unknown, apiKey?: string) =>
  h.request('/fast-fill', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(apiKey ? { 'x-api-key': apiKey } : {}) },
    body: JSON.stringify(body),
  })
const setBalance = (apiKey: string, balanceUsd: string) =>
  kit.admin(`/devnet/sponsors/${apiKey}`, { balanceUsd }, 'PUT')
const outstanding = async (apiKey: string) =>
  (await kit.admin<{ outstandingFastFillUsd: string }>(`/devnet/sponsors/${apiKey}`, undefined, 'GET'))
    .outstandingFastFillUsd
const record = async (requestId: string) => {
  const answer = await h.request(`/requests/v2?id=${requestId}`)
  return (answer.body as { requests: { status: string; data: { triggeredByFastFill?: boolean } }[] }).requests[0]!
}

/** A bridge whose deposit is sent and seen, but waits for 1,000 blocks before it is counted. */
async function unconfirmedBridge() {
  const wallet = await kit.wallet()
  const quoted = await kit.quote({ ...ethBridge, user: wallet.address, amount: (10n ** 16n).toString() })
  await kit.admin('/devnet/solver', { requestId: quoted.requestId, depositConfirmations: 1000 })
  await kit.execute(quoted.quote, wallet)
  await h.waitForSolverPass(A)
  return { wallet, ...quoted }
}

describe('POST /fast-fill', () => {
  it('refuses without a key, an unknown request, a key without app balance, and a body it cannot read', async () => {
    const id = `0x${'ab'.repeat(32)}`
    const noKey = await fastFill({ requestId: id })
    expect([noKey.status, (noKey.body as { errorCode: string }).errorCode]).toEqual([401, 'UNAUTHORIZED'])
    const key = ownKey()
    await setBalance(key, '1000')
    const unknown = await fastFill({ requestId: id }, key)
    expect([unknown.status, (unknown.body as { errorCode: string }).errorCode]).toEqual([404, 'REQUEST_NOT_FOUND'])
    const bad = await fastFill({ requestId: id, maxFillAmountUsd: -1 }, key)
    expect(bad.status).toBe(400)
    const { requestId } = await unconfirmedBridge()
    const notAllowed = await fastFill({ requestId }, ownKey())
    expect(notAllowed.status).toBe(403)
    expect(notAllowed.body).toMatchObject({ errorCode: 'FORBIDDEN', message: expect.stringMatching(/app balance/) })
    await kit.admin('/devnet/solver', { requestId, depositConfirmations: 1 })
    expect((await kit.final(requestId)).status).toBe('success')
  })

  it('fills a request whose deposit waits for its confirmations, on chain, and accounts for it until the deposit is counted', async () => {
    const { requestId, wallet, minOut } = await unconfirmedBridge()
    expect((await h.status(requestId)).status).toBe('waiting')
    const deposits = (await h.record(requestId)).deposits
    expect(deposits.map((d) => d.outcome)).toEqual(['unconfirmed'])
    const key = ownKey()

    // Over the app balance, then over the caller's cap: refused, and nothing moves.
    await setBalance(key, '1')
    const short = await fastFill({ requestId }, key)
    expect([short.status, (short.body as { errorCode: string }).errorCode]).toEqual([400, 'INSUFFICIENT_APP_BALANCE'])
    await setBalance(key, '1000')
    const overCap = await fastFill({ requestId, maxFillAmountUsd: 0.5 }, key)
    expect([overCap.status, (overCap.body as { errorCode: string }).errorCode]).toEqual([
      400,
      'FAST_FILL_LIMIT_EXCEEDED',
    ])
    expect((await h.status(requestId)).status).toBe('waiting')

    const before = await h.balance(B, zeroAddress, wallet.address)
    const queued = await fastFill({ requestId, maxFillAmountUsd: 500 }, key)
    expect(queued.status, JSON.stringify(queued.body)).toBe(200)
    expect((queued.body as DescribedResponse<'/fast-fill', 'post'>).message).toMatch(/queued/)
    expect((await kit.final(requestId)).status).toBe('success')
    // Filled on chain while the deposit still waits: the recipient has the output, the record says why.
    expect((await h.balance(B, zeroAddress, wallet.address)) - before).toBeGreaterThanOrEqual(minOut)
    expect((await h.record(requestId)).deposits.map((d) => d.outcome)).toEqual(['unconfirmed'])
    expect((await record(requestId)).data.triggeredByFastFill).toBe(true)
    expect(Number(await outstanding(key))).toBeGreaterThan(0)
    // Asked again: already filled, a 200 as described.
    const again = await fastFill({ requestId }, key)
    expect([again.status, (again.body as { message: string }).message]).toEqual([200, 'Request was already filled.'])

    // The deposit gets its confirmations: counted, the fast fill repaid, nothing filled twice.
    await kit.admin('/devnet/solver', { requestId, depositConfirmations: 1 })
    await h.waitForSolverPass(A)
    expect((await h.record(requestId)).deposits.map((d) => d.outcome)).toEqual(['matched'])
    expect(await outstanding(key)).toBe('0')
    expect((await h.status(requestId)).status).toBe('success')
    expect((await h.record(requestId)).transactions.filter((t) => t.kind === 'fill')).toHaveLength(1)
  })

  it('refuses a request that is being filled already (409)', async () => {
    const wallet = await kit.wallet()
    const { quote, requestId } = await kit.quote({
      ...ethBridge,
      user: wallet.address,
      amount: (10n ** 16n).toString(),
    })
    await kit.admin('/devnet/solver', { requestId, fillDelayMs: 600_000 })
    await kit.execute(quote, wallet)
    await h.waitForStatus(requestId, (s) => s.status === 'pending')
    const key = ownKey()
    await setBalance(key, '1000')
    const busy = await fastFill({ requestId }, key)
    expect(busy.status).toBe(409)
    expect(busy.body).toMatchObject({
      errorCode: 'REQUEST_ALREADY_PROCESSING',
      message: expect.stringMatching(/Conflict/),
    })
    await kit.admin('/devnet/solver', { requestId, fillDelayMs: 0 })
    expect((await kit.final(requestId)).status).toBe('success')
  })
})
