import { createHmac, timingSafeEqual } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type WebhookEvent, webhookEventSchema } from '../../src/api/schemas'
import { createLogger } from '../createLogger'
import { DevnetStore } from '../store/DevnetStore'
import type { NewRequest } from '../store/requestRecord'
import { type ReceivedWebhook, startWebhookReceiver, type WebhookReceiver } from '../testing/startWebhookReceiver'
import { WebhookDispatcher } from './WebhookDispatcher'

// The dispatcher over a store driven directly (no chains): signature,
// payload, retries with backoff, per-request order, give-up, and deliveries
// that survive a restart.

const KEY = 'key-with-webhook'
const OTHER_KEY = 'key-without-webhook'
const logger = createLogger('silent')

/**
 * Section 6.1 verification, written here on purpose (not the devnet's signer):
 * hex HMAC-SHA256 of `<timestamp>.<raw body>` keyed by the API key, compared in constant time.
 */
function verifySignature(received: ReceivedWebhook, apiKey: string): boolean {
  const timestamp = received.headers['x-signature-timestamp']
  const signature = received.headers['x-signature-sha256']
  if (typeof timestamp !== 'string' || typeof signature !== 'string') return false
  const expected = Buffer.from(
    createHmac('sha256', apiKey).update(`${timestamp}.${received.body}`).digest('hex'),
    'utf8',
  )
  const given = Buffer.from(signature, 'utf8')
  return expected.length === given.length && timingSafeEqual(expected, given)
}

const parse = (received: ReceivedWebhook): WebhookEvent => webhookEventSchema.parse(JSON.parse(received.body))

let counter = 0
function newRequest(apiKey: string | null, referrer: string | null = null): NewRequest {
  counter++
  return {
    id: `0x${(0xa000 + counter).toString(16).padStart(64, '0')}`,
    apiKey,
    operation: 'bridge',
    tradeType: 'EXACT_INPUT',
    user: `0x${'1'.repeat(40)}`,
    recipient: `0x${'2'.repeat(40)}`,
    refundTo: null,
    referrer,
    originChainId: 31337,
    destinationChainId: 31338,
    currencyIn: { address: `0x${'0'.repeat(40)}`, symbol: 'ETH' },
    currencyOut: { address: `0x${'0'.repeat(40)}`, symbol: 'ETH' },
    amountIn: 10n ** 17n,
    amountOut: 99n * 10n ** 15n,
    amountInUsd: '300',
    deadline: 2_000_000_000,
    quoteRequest: {},
    quoteResponse: {},
  }
}

const txHash = (n: number) => `0x${n.toString(16).padStart(64, 'b')}`

/** waiting -> pending (deposit) -> submitted (fill) -> success, as the solver does it. */
async function runToSuccess(store: DevnetStore, request: NewRequest): Promise<void> {
  await store.insertRequest(request)
  await store.transition(request.id, {
    from: ['waiting'],
    to: 'pending',
    transaction: {
      kind: 'deposit',
      chainId: 31337,
      txHash: txHash(counter * 10 + 1),
      rawTx: null,
      status: 'success',
      blockNumber: 5,
    },
  })
  await store.transition(request.id, {
    from: ['pending'],
    to: 'submitted',
    transaction: {
      kind: 'fill',
      chainId: 31338,
      txHash: txHash(counter * 10 + 2),
      rawTx: null,
      status: 'pending',
      blockNumber: null,
    },
  })
  await store.transition(request.id, { from: ['submitted'], to: 'success' })
}

let dir: string
let store: DevnetStore
let receiver: WebhookReceiver
let dispatcher: WebhookDispatcher | undefined

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ferry-webhooks-test-'))
  store = await DevnetStore.open(join(dir, 'db'))
  receiver = await startWebhookReceiver()
})

afterEach(async () => {
  await dispatcher?.stop()
  dispatcher = undefined
  receiver.respond = () => 200
})

afterAll(async () => {
  await receiver?.close()
  await store?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

function start(options: ConstructorParameters<typeof WebhookDispatcher>[1] = {}): WebhookDispatcher {
  dispatcher = new WebhookDispatcher({ store, logger }, { retryBaseMs: 10, ...options })
  dispatcher.start()
  return dispatcher
}

/** The receiver answers before the dispatcher writes the outcome down: wait until no delivery of the request is still pending. */
async function settledDeliveries(webhooks: WebhookDispatcher, requestId: string, count: number) {
  const read = () => webhooks.listDeliveries(KEY, { requestId })
  await expect
    .poll(async () => (await read()).filter((d) => d.status !== 'pending').length, { timeout: 5_000 })
    .toBe(count)
  return read()
}

const forRequest = (id: string) => receiver.received.filter((r) => JSON.parse(r.body).data.requestId === id)

describe('webhooks (section 6.1)', () => {
  it('posts every status change, signed with the API key, with the 6.1 payload and the custom headers', async () => {
    const webhooks = start()
    await webhooks.endpoints.set(KEY, {
      url: receiver.url,
      headers: { Authorization: 'Bearer 0x123', 'X-Source': 'ferry-test' },
    })
    const request = newRequest(KEY, 'campaign-7')
    await runToSuccess(store, request)
    await receiver.waitFor(() => forRequest(request.id).length === 4)

    const received = forRequest(request.id)
    for (const hit of received) {
      expect(verifySignature(hit, KEY)).toBe(true)
      expect(verifySignature(hit, OTHER_KEY)).toBe(false)
      expect(verifySignature({ ...hit, body: hit.body.replace('campaign-7', 'campaign-8') }, KEY)).toBe(false)
      expect(hit.headers['content-type']).toBe('application/json')
      expect(hit.headers.authorization).toBe('Bearer 0x123')
      expect(hit.headers['x-source']).toBe('ferry-test')
      expect(Number(hit.headers['x-signature-timestamp'])).toBeCloseTo(Date.now() / 1000, -2)
    }
    const events = received.map(parse)
    expect(events.map((e) => e.data.status)).toEqual(['waiting', 'pending', 'submitted', 'success'])
    const [waiting, pending, submitted, success] = events
    expect(waiting).toMatchObject({
      event: 'request.status.updated',
      data: {
        requestId: request.id,
        referrer: 'campaign-7',
        originChainId: 31337,
        destinationChainId: 31338,
        inTxHashes: [],
        txHashes: [],
        depositAddress: null,
        failReason: 'N/A',
        refundFailReason: 'N/A',
      },
    })
    expect(pending!.data.inTxHashes).toHaveLength(1)
    expect(submitted!.data.txHashes).toHaveLength(1)
    expect(success!.data).toMatchObject({
      inTxHashes: pending!.data.inTxHashes,
      txHashes: submitted!.data.txHashes,
      details: null,
    })
    expect(success!.data.updatedAt).toBe((await store.getRequest(request.id))!.updatedAt)
    for (const event of events) expect(typeof event.timestamp).toBe('number')
  })

  it('carries failReason and refundFailReason per section 7.3', async () => {
    const webhooks = start()
    await webhooks.endpoints.set(KEY, { url: receiver.url })
    const request = newRequest(KEY)
    await store.insertRequest(request)
    await store.transition(request.id, { from: ['waiting'], to: 'pending' })
    await store.transition(request.id, { from: ['pending'], to: 'failure', failReason: 'SOLVER_BALANCE_TOO_LOW' })
    await store.transition(request.id, {
      from: ['failure'],
      to: 'refund',
      refundFailReason: 'AMOUNT_TOO_LOW_TO_REFUND',
    })
    const unknown = newRequest(KEY)
    await store.insertRequest(unknown)
    await store.transition(unknown.id, { from: ['waiting'], to: 'failure' })
    await receiver.waitFor(() => forRequest(request.id).length === 4 && forRequest(unknown.id).length === 2)
    expect(
      forRequest(request.id).map((r) => [
        parse(r).data.status,
        parse(r).data.failReason,
        parse(r).data.refundFailReason,
      ]),
    ).toEqual([
      ['waiting', 'N/A', 'N/A'],
      ['pending', 'N/A', 'N/A'],
      ['failure', 'SOLVER_BALANCE_TOO_LOW', 'N/A'],
      ['refund', 'SOLVER_BALANCE_TOO_LOW', 'AMOUNT_TOO_LOW_TO_REFUND'],
    ])
    expect(parse(forRequest(unknown.id)[1]!).data).toMatchObject({ status: 'failure', failReason: 'UNKNOWN' })
  })

  it('posts nothing for requests of keys without an enabled endpoint', async () => {
    const webhooks = start()
    await webhooks.endpoints.set(KEY, { url: receiver.url, enabled: false })
    const disabled = newRequest(KEY)
    const noEndpoint = newRequest(OTHER_KEY)
    const noKey = newRequest(null)
    for (const request of [disabled, noEndpoint, noKey]) await store.insertRequest(request)
    await webhooks.endpoints.set(KEY, { url: receiver.url })
    const marker = newRequest(KEY)
    await store.insertRequest(marker)
    await receiver.waitFor(() => forRequest(marker.id).length === 1)
    for (const request of [disabled, noEndpoint, noKey]) expect(forRequest(request.id)).toEqual([])
    expect(await webhooks.listDeliveries(OTHER_KEY)).toEqual([])
  })

  it('retries a receiver that fails N times with exponential backoff, then delivers; events of a request stay in order', async () => {
    const webhooks = start({ retryBaseMs: 40 })
    await webhooks.endpoints.set(KEY, { url: receiver.url })
    const request = newRequest(KEY)
    const failures = 3
    let seenFirst = 0
    receiver.respond = (hit) =>
      parse(hit).data.requestId === request.id && parse(hit).data.status === 'waiting' && seenFirst++ < failures
        ? 503
        : 200
    await runToSuccess(store, request)
    await receiver.waitFor(() => forRequest(request.id).filter((r) => r.answered === 200).length === 4)

    const hits = forRequest(request.id)
    // The first event is tried 1 + 3 times; nothing else goes out before it lands.
    expect(hits.map((r) => `${parse(r).data.status}:${r.answered}`)).toEqual([
      'waiting:503',
      'waiting:503',
      'waiting:503',
      'waiting:200',
      'pending:200',
      'submitted:200',
      'success:200',
    ])
    for (const hit of hits) expect(verifySignature(hit, KEY)).toBe(true)
    const gaps = hits.slice(1, 4).map((r, i) => r.at - hits[i]!.at)
    expect(gaps[0]).toBeGreaterThanOrEqual(35)
    expect(gaps[1]).toBeGreaterThanOrEqual(75)
    expect(gaps[2]).toBeGreaterThanOrEqual(155)

    const log = await settledDeliveries(webhooks, request.id, 4)
    expect(log.map((d) => [d.event.data.status, d.status, d.attempts])).toEqual([
      ['waiting', 'delivered', 4],
      ['pending', 'delivered', 1],
      ['submitted', 'delivered', 1],
      ['success', 'delivered', 1],
    ])
    expect(log[0]!.attemptLog.map((a) => a.statusCode)).toEqual([503, 503, 503, 200])
    expect(
      log[0]!.attemptLog.every((a) => a.url === receiver.url && a.signatureTimestamp > 0 && a.durationMs >= 0),
    ).toBe(true)
  })

  it('gives up after 10 retries, logs all 11 attempts, and moves on to the next event', async () => {
    const webhooks = start({ retryBaseMs: 1 })
    await webhooks.endpoints.set(KEY, { url: receiver.url })
    const request = newRequest(KEY)
    receiver.respond = (hit) =>
      parse(hit).data.requestId === request.id && parse(hit).data.status === 'waiting' ? 500 : 200
    await store.insertRequest(request)
    await store.transition(request.id, { from: ['waiting'], to: 'pending' })
    await receiver.waitFor(() => forRequest(request.id).some((r) => parse(r).data.status === 'pending'))
    expect(forRequest(request.id).filter((r) => parse(r).data.status === 'waiting')).toHaveLength(11)
    const [first, second] = await settledDeliveries(webhooks, request.id, 2)
    expect(first).toMatchObject({ status: 'failed', attempts: 11, nextAttemptAt: null })
    expect(first!.attemptLog).toHaveLength(11)
    expect(second).toMatchObject({ status: 'delivered', attempts: 1 })
  })

  it('records an unreachable receiver as an error and delivers once the endpoint works', async () => {
    const webhooks = start({ retryBaseMs: 20 })
    const down = await startWebhookReceiver()
    const downUrl = down.url
    await down.close()
    await webhooks.endpoints.set(KEY, { url: downUrl })
    const request = newRequest(KEY)
    await store.insertRequest(request)
    // Tried twice and failed: an error recorded, and the delivery still pending for a later try.
    await expect
      .poll(async () => (await webhooks.listDeliveries(KEY, { requestId: request.id }))[0]?.attempts ?? 0, {
        timeout: 5_000,
        interval: 20,
      })
      .toBeGreaterThanOrEqual(2)
    const [delivery] = await webhooks.listDeliveries(KEY, { requestId: request.id })
    expect(delivery!.status).toBe('pending')
    expect(delivery!.attemptLog[0]).toMatchObject({ statusCode: null, url: downUrl })
    expect(delivery!.attemptLog[0]!.error).toMatch(/ECONNREFUSED|fetch failed/)

    await webhooks.endpoints.set(KEY, { url: receiver.url })
    await receiver.waitFor(() => forRequest(request.id).length === 1, 5_000)
    expect(verifySignature(forRequest(request.id)[0]!, KEY)).toBe(true)
  })

  it('keeps pending deliveries and unsent events across a restart of the store and the dispatcher', async () => {
    let webhooks = start({ retryBaseMs: 10 })
    await webhooks.endpoints.set(KEY, { url: receiver.url })
    const request = newRequest(KEY)
    receiver.respond = () => 500
    await store.insertRequest(request)
    await store.transition(request.id, { from: ['waiting'], to: 'pending' })
    await receiver.waitFor(() => forRequest(request.id).length >= 1)
    await webhooks.stop()
    dispatcher = undefined
    // Changes while nothing dispatches, then the store closes and opens again (a devnet restart).
    await store.transition(request.id, { from: ['pending'], to: 'submitted' })
    await store.transition(request.id, { from: ['submitted'], to: 'success' })
    await store.close()
    store = await DevnetStore.open(join(dir, 'db'))
    const before = forRequest(request.id).length
    receiver.respond = () => 200

    webhooks = start({ retryBaseMs: 10 })
    await receiver.waitFor(() => forRequest(request.id).filter((r) => r.answered === 200).length === 4)
    const delivered = forRequest(request.id).filter((r) => r.answered === 200)
    expect(delivered.map((r) => parse(r).data.status)).toEqual(['waiting', 'pending', 'submitted', 'success'])
    expect(
      forRequest(request.id)
        .slice(before)
        .every((r) => r.answered === 200),
    ).toBe(true)
    expect((await settledDeliveries(webhooks, request.id, 4)).map((d) => d.status)).toEqual([
      'delivered',
      'delivered',
      'delivered',
      'delivered',
    ])
  })

  it('delivers requests side by side while each stays in order', async () => {
    const webhooks = start({ retryBaseMs: 15 })
    await webhooks.endpoints.set(KEY, { url: receiver.url })
    const requests = Array.from({ length: 6 }, () => newRequest(KEY))
    // Every request's first event fails once, so every queue has to wait its turn.
    const failed = new Set<string>()
    receiver.respond = (hit) => {
      const { requestId, status } = parse(hit).data
      if (status === 'waiting' && !failed.has(requestId)) {
        failed.add(requestId)
        return 502
      }
      return 200
    }
    await Promise.all(requests.map((r) => runToSuccess(store, r)))
    await receiver.waitFor(() =>
      requests.every((r) => forRequest(r.id).filter((hit) => hit.answered === 200).length === 4),
    )
    for (const r of requests) {
      expect(
        forRequest(r.id)
          .filter((hit) => hit.answered === 200)
          .map((hit) => parse(hit).data.status),
      ).toEqual(['waiting', 'pending', 'submitted', 'success'])
    }
  })
})
