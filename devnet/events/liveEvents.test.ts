import { createHmac, timingSafeEqual } from 'node:crypto'
import { encodeFunctionData, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import WebSocket from 'ws'
import { webhookEventSchema, wsServerMessageSchema, wsStatusUpdateMessageSchema } from '../../src/api/schemas'
import { depositoryAbi } from '../contracts/depositoryAbi'
import { devnetHarness } from '../testing/devnetHarness'
import { quoteEthBridge } from '../testing/ethBridge'
import { type ReceivedWebhook, startWebhookReceiver, type WebhookReceiver } from '../testing/startWebhookReceiver'

// Webhooks and the websocket stream of the running devnet, fed by real bridges.

const h = devnetHarness(inject('manifest'))
const [A, B] = h.manifest.chains.map((c) => c.id) as [number, number]
const apiKey = h.manifest.apiKeys[0]!
const user = h.manifest.accounts[3]!
const wsUrl = h.manifest.websocketUrl!

/** Section 6.1, implemented here independently of the devnet's signer. */
function signatureValid(received: ReceivedWebhook, secret: string): boolean {
  const timestamp = received.headers['x-signature-timestamp']
  const signature = received.headers['x-signature-sha256']
  if (typeof timestamp !== 'string' || typeof signature !== 'string') return false
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${received.body}`).digest('hex'))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** A websocket client that keeps every message it gets. */
async function connect() {
  const socket = new WebSocket(wsUrl)
  const messages: unknown[] = []
  socket.on('message', (data) => messages.push(JSON.parse(data.toString())))
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  const client = {
    socket,
    messages,
    send: (message: unknown) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    waitFor: (predicate: (messages: unknown[]) => boolean, timeoutMs = 15_000) =>
      vi.waitFor(
        () => {
          if (!predicate(messages)) throw new Error(`websocket: condition not met; got ${JSON.stringify(messages)}`)
        },
        { timeout: timeoutMs, interval: 20 },
      ),
    updates: (requestId?: string) =>
      messages
        .filter((m) => (m as { event?: string }).event === 'request.status.updated')
        .map((m) => wsStatusUpdateMessageSchema.parse(m))
        .filter((m) => !requestId || m.data.requestId === requestId),
    close: () =>
      new Promise<void>((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve()
        socket.once('close', () => resolve())
        socket.close()
      }),
  }
  await client.waitFor((m) => m.length >= 1)
  return client
}

async function quote(
  amount: bigint,
  headers: Record<string, string> = { 'x-api-key': apiKey },
  extra: Record<string, unknown> = {},
) {
  return quoteEthBridge(h, { user: user.address, amount, headers, extra })
}

async function stats(): Promise<{ clients: number; subscriptions: number; requestIds: number }> {
  const answer = await h.request('/devnet/websocket')
  expect(answer.status).toBe(200)
  return answer.body as { clients: number; subscriptions: number; requestIds: number }
}

let receiver: WebhookReceiver

beforeAll(async () => {
  receiver = await startWebhookReceiver()
})

afterAll(async () => {
  await h.request(`/devnet/webhooks/${apiKey}`, { method: 'DELETE' })
  await receiver?.close()
})

describe('webhooks and websocket on a live bridge', () => {
  it('a bridge quoted with an API key posts signed webhooks and streams websocket updates, both in status order', async () => {
    const put = await h.request(`/devnet/webhooks/${apiKey}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: receiver.url, headers: { 'X-Integrator': 'ferry-tests' } }),
    })
    expect(put.status, JSON.stringify(put.body)).toBe(200)
    expect(put.body).toMatchObject({
      apiKey,
      enabled: true,
      url: receiver.url,
      headers: { 'X-Integrator': 'ferry-tests' },
    })
    expect((await h.request(`/devnet/webhooks/${apiKey}`)).body).toMatchObject({ url: receiver.url })

    const { quote: q, requestId } = await quote(10n ** 17n, { 'x-api-key': apiKey }, { referrer: 'live-test' })
    // The first attempt of the first event fails: the devnet must retry, and hold the later events back meanwhile.
    let refused = false
    receiver.respond = (hit) => {
      if (!refused && JSON.parse(hit.body).data.requestId === requestId) {
        refused = true
        return 500
      }
      return 200
    }

    const client = await connect()
    client.send({ type: 'subscribe', event: 'request.status.updated', filters: { id: requestId } })
    await client.waitFor((m) => m.some((x) => (x as { type?: string }).type === 'subscribe'))
    expect(client.messages.slice(0, 2)).toEqual([
      { type: 'connection', status: 'ready', data: { id: expect.any(String) } },
      { type: 'subscribe', status: 'success' },
    ])

    await h.executeSteps(q.steps, user.privateKey as Hex)
    const final = await h.waitForStatus(requestId, (s) => s.status === 'success')
    await client.waitFor(() => client.updates(requestId).some((u) => u.data.status === 'success'))
    const updates = client.updates(requestId)
    expect(updates.map((u) => u.data.status)).toEqual(['pending', 'submitted', 'success'])
    expect(updates.at(-1)!.data).toMatchObject({
      requestId,
      inTxHashes: final.inTxHashes,
      txHashes: final.txHashes,
      updatedAt: final.updatedAt,
      originChainId: A,
      destinationChainId: B,
    })
    for (const u of updates) expect(u.publishedAt).toBeGreaterThanOrEqual(u.data.updatedAt!)
    await client.close()

    const delivered = () =>
      receiver.received.filter((r) => r.answered === 200 && JSON.parse(r.body).data.requestId === requestId)
    await receiver.waitFor(() => delivered().length === 4)
    const all = receiver.received.filter((r) => JSON.parse(r.body).data.requestId === requestId)
    expect(all.map((r) => `${JSON.parse(r.body).data.status}:${r.answered}`)).toEqual([
      'waiting:500',
      'waiting:200',
      'pending:200',
      'submitted:200',
      'success:200',
    ])
    for (const hit of all) {
      expect(signatureValid(hit, apiKey)).toBe(true)
      expect(hit.headers['x-integrator']).toBe('ferry-tests')
    }
    const last = webhookEventSchema.parse(JSON.parse(delivered().at(-1)!.body))
    expect(last.data).toMatchObject({
      status: 'success',
      requestId,
      referrer: 'live-test',
      failReason: 'N/A',
      refundFailReason: 'N/A',
      depositAddress: null,
    })
    expect(last.data.txHashes).toEqual(final.txHashes)

    type DeliveryLog = {
      deliveries: {
        status: string
        attempts: number
        attemptLog: { statusCode: number | null }[]
        event: { data: { status: string } }
      }[]
    }
    const readLog = async () => {
      const log = await h.request(`/devnet/webhooks/${apiKey}/deliveries?requestId=${requestId}`)
      expect(log.status).toBe(200)
      return (log.body as DeliveryLog).deliveries
    }
    // The receiver answers before the dispatcher writes the outcome down.
    await expect.poll(async () => (await readLog()).every((d) => d.status === 'delivered')).toBe(true)
    const deliveries = await readLog()
    expect(deliveries.map((d) => [d.event.data.status, d.status, d.attempts])).toEqual([
      ['waiting', 'delivered', 2],
      ['pending', 'delivered', 1],
      ['submitted', 'delivered', 1],
      ['success', 'delivered', 1],
    ])
    expect(deliveries[0]!.attemptLog.map((a) => a.statusCode)).toEqual([500, 200])
  })

  it('a refund streams pending -> failure -> refund with its reason', async () => {
    const { requestId, quote: q } = await quote(10n ** 17n, {})
    const client = await connect()
    client.send({ type: 'subscribe', event: 'request.status.updated', filters: { id: requestId } })
    await client.waitFor((m) => m.length >= 2)
    // Less than the quote asks for: the solver refunds it.
    const depository = h.contracts(A).depository!
    const hash = await h.wallet(user.privateKey as Hex, A).sendTransaction({
      to: depository,
      data: encodeFunctionData({ abi: depositoryAbi, functionName: 'depositNative', args: [requestId as Hex] }),
      value: BigInt(q.details.currencyIn!.amount) - 1n,
    })
    await h.client(A).waitForTransactionReceipt({ hash })
    await client.waitFor(() => client.updates(requestId).some((u) => u.data.status === 'refund'))
    const updates = client.updates(requestId)
    expect(updates.map((u) => u.data.status).filter((s, i, all) => all.indexOf(s) === i)).toEqual(['failure', 'refund'])
    expect(updates.at(-1)!.data).toMatchObject({ failReason: 'DEPOSITED_AMOUNT_TOO_LOW_TO_FILL', inTxHashes: [hash] })
    expect(updates.at(-1)!.data.txHashes).toHaveLength(1)
    await client.close()
  })
})

describe('websocket protocol (section 6.2)', () => {
  it('answers malformed messages with an error and keeps the connection', async () => {
    const client = await connect()
    const cases: [unknown, RegExp][] = [
      ['not json', /must be JSON/],
      ['[1,2]', /JSON objects/],
      [{ type: 'dance' }, /unknown message type/],
      [
        { type: 'subscribe', event: 'request.created', filters: { id: '0x1' } },
        /event must be "request.status.updated"/,
      ],
      [{ type: 'subscribe', event: 'request.status.updated', filters: { id: 42 } }, /filters.id must be a request id/],
      [{ type: 'subscribe', event: 'request.status.updated', filters: 'all' }, /filters must be an object/],
    ]
    for (const [message, expected] of cases) {
      const before = client.messages.length
      client.send(typeof message === 'string' ? message : JSON.stringify(message))
      await client.waitFor((m) => m.length > before)
      const reply = wsServerMessageSchema.parse(client.messages.at(-1)) as { message?: string; status?: string }
      expect(reply.message).toMatch(expected)
    }
    client.socket.send(Buffer.from([1, 2, 3]), { binary: true })
    await client.waitFor((m) => (m.at(-1) as { message?: string }).message === 'messages must be JSON text')
    client.send({ type: 'ping' })
    await client.waitFor((m) => (m.at(-1) as { type?: string }).type === 'pong')
    expect(client.socket.readyState).toBe(WebSocket.OPEN)
    await client.close()
  })

  it('many clients and subscriptions; unsubscribe stops updates; closed sockets leave nothing behind', async () => {
    // Sockets closed by the tests before may still be on their way out on the server side.
    await expect
      .poll(async () => (await stats()).clients, { timeout: 3_000 })
      .toBe(0)
      .catch(() => undefined)
    const baseline = await stats()
    const [first, second] = await Promise.all([quote(10n ** 16n), quote(2n * 10n ** 16n)])
    const clients = await Promise.all(Array.from({ length: 8 }, () => connect()))
    // Every client follows the first request; the even ones also the second; client 0 also everything.
    for (const [i, client] of clients.entries()) {
      client.send({ type: 'subscribe', event: 'request.status.updated', filters: { id: first.requestId } })
      if (i % 2 === 0)
        client.send({
          type: 'subscribe',
          event: 'request.status.updated',
          filters: { id: second.requestId.toUpperCase().replace('0X', '0x') },
        })
    }
    clients[0]!.send({ type: 'subscribe', event: 'request.status.updated' })
    // Client 1 leaves the first request again before anything happens.
    clients[1]!.send({ type: 'unsubscribe', event: 'request.status.updated', filters: { id: first.requestId } })
    await Promise.all(
      clients.map((c, i) =>
        c.waitFor(
          (m) =>
            m.filter((x) => (x as { status?: string }).status === 'success').length ===
            (i % 2 === 0 ? 2 : 1) + (i === 0 ? 1 : 0) + (i === 1 ? 1 : 0),
        ),
      ),
    )
    expect(clients[1]!.messages.at(-1)).toEqual({ type: 'unsubscribe', status: 'success' })
    expect(await stats()).toMatchObject({
      clients: baseline.clients + 8,
      subscriptions: baseline.subscriptions + 8 + 4 + 1 - 1,
    })

    await h.executeSteps(first.quote.steps, user.privateKey as Hex)
    await h.executeSteps(second.quote.steps, user.privateKey as Hex)
    await h.waitForStatus(first.requestId, (s) => s.status === 'success')
    await h.waitForStatus(second.requestId, (s) => s.status === 'success')
    for (const [i, client] of clients.entries()) {
      if (i === 1) continue
      await client.waitFor(() => client.updates(first.requestId).some((u) => u.data.status === 'success'))
      expect(client.updates(first.requestId).map((u) => u.data.status)).toEqual(['pending', 'submitted', 'success'])
      if (i % 2 === 0) {
        await client.waitFor(() => client.updates(second.requestId).some((u) => u.data.status === 'success'))
        expect(client.updates(second.requestId).map((u) => u.data.status)).toEqual(['pending', 'submitted', 'success'])
      } else {
        expect(client.updates(second.requestId)).toEqual([])
      }
    }
    // The wildcard subscription does not double the updates of a request also subscribed by id.
    expect(clients[0]!.updates(first.requestId)).toHaveLength(3)
    expect(clients[1]!.updates()).toEqual([])

    await Promise.all(clients.slice(0, 4).map((c) => c.close()))
    clients[4]!.socket.terminate()
    await expect.poll(async () => (await stats()).clients).toBe(baseline.clients + 3)
    await Promise.all(clients.slice(5).map((c) => c.close()))
    await expect.poll(stats).toEqual(baseline)
  })

  it('refuses upgrades on other paths', async () => {
    const socket = new WebSocket(wsUrl.replace(/\/ws$/, '/elsewhere'))
    const error = await new Promise<Error>((resolve) => socket.once('error', resolve))
    expect(error.message).toMatch(/404/)
  })
})
