import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, describe, expect, it } from 'vitest'
import { requestsResponseSchema } from '../src/api/schemas'
import { devnetHarness } from './testing/devnetHarness'
import { quoteEthBridge } from './testing/ethBridge'
import { orderIdOf } from './testing/orderOf'
import { ownDevnet } from './testing/ownDevnet'
import { type ReceivedWebhook, startWebhookReceiver, type WebhookReceiver } from './testing/startWebhookReceiver'
import { testDevnetPorts } from './testing/testDevnetPorts'

const API_KEY = 'restart-key'

function signatureValid(received: ReceivedWebhook): boolean {
  const timestamp = String(received.headers['x-signature-timestamp'])
  const expected = Buffer.from(createHmac('sha256', API_KEY).update(`${timestamp}.${received.body}`).digest('hex'))
  const given = Buffer.from(String(received.headers['x-signature-sha256']))
  return expected.length === given.length && timingSafeEqual(expected, given)
}

// Its own devnet, stopped between a deposit and its fill.
describe('restart with a request in flight', () => {
  // The receiver's port stays down at first: the first webhooks cannot be delivered.
  const ports = testDevnetPorts('restartInFlight')
  const own = ownDevnet('restartInFlight', {
    apiKeys: [API_KEY],
    webhooks: { [API_KEY]: { url: `http://127.0.0.1:${ports.extra}/hooks/ferry` } },
    webhookRetryBaseMs: 50,
    solverPollIntervalMs: 100,
  })
  let receiver: WebhookReceiver | undefined

  afterAll(async () => {
    await receiver?.close()
  })

  it('a request pending at the stop is filled after the start; records, balances and pending webhooks survive', async () => {
    let devnet = await own.start({ fresh: true })
    const before = devnetHarness(devnet.manifest)
    // The solver takes deposits in but holds every fill (admin API); the hold is in memory, a restart lifts it.
    const hold = await before.request('/devnet/solver', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fillDelayMs: 600_000 }),
    })
    expect(hold.status, JSON.stringify(hold.body)).toBe(200)
    const [_A, B] = devnet.manifest.chains.map((c) => c.id) as [number, number]
    const user = devnet.manifest.accounts[2]!
    const recipient = privateKeyToAddress(generatePrivateKey())
    const quote = async (harness: typeof before) =>
      (
        await quoteEthBridge(harness, {
          user: user.address,
          recipient,
          amount: 10n ** 17n,
          headers: { 'x-api-key': API_KEY },
        })
      ).quote
    const listed = async (harness: typeof before, id: string) => {
      const answer = await harness.request(`/requests/v3?id=${id}`, { headers: { 'x-api-key': API_KEY } })
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      return requestsResponseSchema.parse(answer.body).requests[0]!
    }

    const inFlight = await quote(before)
    const inFlightId = orderIdOf(inFlight)
    const idle = await quote(before)
    const idleId = orderIdOf(idle)
    const [depositHash] = await before.executeSteps(inFlight.steps, user.privateKey as Hex)
    await before.waitForStatus(inFlightId, (s) => s.status === 'pending')
    await expect
      .poll(async () => ((await before.request('/devnet/solver')).body as { holding: string[] }).holding)
      .toContain(inFlightId)
    const idleRecord = await listed(before, idleId)
    // waiting (both) and pending: queued, tried, not delivered (the receiver is down).
    const deliveries = async () =>
      (
        (await before.request(`/devnet/webhooks/${API_KEY}/deliveries`)).body as {
          deliveries: { attempts: number; status: string }[]
        }
      ).deliveries
    await expect.poll(async () => (await deliveries()).length).toBe(3)
    expect((await deliveries()).every((d) => d.status === 'pending')).toBe(true)

    // Stopped between the deposit and the fill: the request is pending, its fill not even signed.
    await devnet.stop()
    receiver = await startWebhookReceiver({ port: ports.extra })
    devnet = await own.start()
    const after = devnetHarness(devnet.manifest)

    const final = await after.waitForStatus(inFlightId, (s) => s.status === 'success')
    expect(final.inTxHashes).toEqual([depositHash])
    expect(await after.balance(B, after.currency(B, 'ETH'), recipient)).toBe(
      BigInt(inFlight.details.currencyOut!.amount),
    )
    const record = await listed(after, inFlightId)
    expect(record.data.statusHistory!.map((s) => s.status)).toEqual(['waiting', 'pending', 'submitted', 'success'])
    expect(record.data.inTxs.map((t) => t.txHash)).toEqual([depositHash])
    expect(record.data.outTxs.map((t) => t.txHash)).toEqual(final.txHashes)
    expect(await listed(after, idleId)).toEqual(idleRecord)

    // Every status change reaches the receiver, in order per request, including those from before the stop.
    await receiver.waitFor(
      (received) => received.filter((r) => JSON.parse(r.body).data.requestId === inFlightId).length === 4,
    )
    await receiver.waitFor((received) => received.some((r) => JSON.parse(r.body).data.requestId === idleId))
    const forInFlight = receiver.received.filter((r) => JSON.parse(r.body).data.requestId === inFlightId)
    expect(forInFlight.map((r) => JSON.parse(r.body).data.status)).toEqual([
      'waiting',
      'pending',
      'submitted',
      'success',
    ])
    expect(receiver.received.every(signatureValid)).toBe(true)
    const log = (await after.request(`/devnet/webhooks/${API_KEY}/deliveries?requestId=${inFlightId}`)).body as {
      deliveries: { status: string; attemptLog: { statusCode: number | null; error: string | null }[] }[]
    }
    const first = log.deliveries[0]!
    expect(first.status).toBe('delivered')
    expect(first.attemptLog.at(-1)!.statusCode).toBe(200)
    expect(first.attemptLog.slice(0, -1).every((a) => a.statusCode === null && a.error !== null)).toBe(true)
    expect(first.attemptLog.length).toBeGreaterThan(1)
    // Two starts of a whole devnet in one test: a loaded machine takes well over a minute (CI once timed out at 60 s).
  }, 240_000)
})
