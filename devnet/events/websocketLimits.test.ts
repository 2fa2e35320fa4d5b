import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import WebSocket from 'ws'
import { createLogger } from '../createLogger'
import { WebsocketHub, WS_CLOSE_TRY_AGAIN_LATER } from './WebsocketHub'

// Issue #15, finding 6 (devnet part): per-client limits on the websocket stream.

type Opened = { socket: WebSocket; open: true } | { open: false; code: number; reason: string }

/** Connects from `localAddress` (any 127.0.0.x on Linux); resolves once ready, or with the close code of a refusal. */
function connect(url: string, localAddress = '127.0.0.1'): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { localAddress })
    socket.once('error', reject)
    socket.once('close', (code, reason) => resolve({ open: false, code, reason: reason.toString() }))
    // The greeting is the hub's word that it kept the socket.
    socket.once('message', () => resolve({ socket, open: true }))
  })
}
const close = (opened: Opened) =>
  new Promise<void>((resolve) => {
    if (!opened.open || opened.socket.readyState === WebSocket.CLOSED) return resolve()
    opened.socket.once('close', () => resolve())
    opened.socket.close()
  })

describe('a hub with small limits', () => {
  let server: Server
  let hub: WebsocketHub
  let url: string
  beforeAll(async () => {
    hub = new WebsocketHub(
      { store: { onStatusChange: () => () => undefined }, logger: createLogger('error') },
      { maxClientsPerAddress: 2, maxClients: 3, maxSubscriptionsPerClient: 2 },
    )
    server = createServer((_req, res) => res.end())
    server.on('upgrade', (request, socket, head) => hub.handleUpgrade(request, socket, head))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`
  })
  afterAll(async () => {
    await hub.close()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  it('refuses a connection past the per-address and the total limit with 1013 and a reason, and frees slots on close', async () => {
    const a1 = await connect(url)
    const a2 = await connect(url)
    expect([a1.open, a2.open]).toEqual([true, true])
    const a3 = await connect(url)
    expect(a3).toEqual({
      open: false,
      code: WS_CLOSE_TRY_AGAIN_LATER,
      reason: 'too many websocket connections from this address; close one first',
    })
    // Another address still gets in, up to the total.
    const b1 = await connect(url, '127.0.0.2')
    expect(b1.open).toBe(true)
    const c1 = await connect(url, '127.0.0.3')
    expect(c1).toEqual({
      open: false,
      code: WS_CLOSE_TRY_AGAIN_LATER,
      reason: 'too many websocket connections on this devnet; try again later',
    })
    expect(hub.stats().clients).toBe(3)

    await close(a1)
    await expect.poll(() => hub.stats().clients).toBe(2)
    const a4 = await connect(url)
    expect(a4.open).toBe(true)
    for (const opened of [a2, b1, a4]) await close(opened)
    await expect.poll(() => hub.stats().clients).toBe(0)
  })

  it('refuses a subscription past the per-connection limit and keeps the connection', async () => {
    const opened = await connect(url)
    if (!opened.open) throw new Error('refused')
    const replies: unknown[] = []
    opened.socket.on('message', (data) => replies.push(JSON.parse(data.toString())))
    for (const id of ['0x01', '0x02', '0x03', '0x02'])
      opened.socket.send(JSON.stringify({ type: 'subscribe', event: 'request.status.updated', filters: { id } }))
    await expect.poll(() => replies.length).toBe(4)
    expect(replies).toEqual([
      { type: 'subscribe', status: 'success' },
      { type: 'subscribe', status: 'success' },
      { type: 'subscribe', status: 'error', message: 'too many subscriptions on this connection' },
      // Subscribing again to one it holds is no new subscription.
      { type: 'subscribe', status: 'success' },
    ])
    expect(hub.stats().subscriptions).toBe(2)
    expect(opened.socket.readyState).toBe(WebSocket.OPEN)
    await close(opened)
  })
})

describe('the running devnet', () => {
  const wsUrl = inject('manifest').websocketUrl!
  it('keeps 64 sockets from one address and refuses the 65th', async () => {
    const sockets = await Promise.all(Array.from({ length: 64 }, () => connect(wsUrl)))
    try {
      expect(sockets.every((s) => s.open)).toBe(true)
      const refused = await connect(wsUrl)
      expect(refused).toMatchObject({ open: false, code: WS_CLOSE_TRY_AGAIN_LATER })
    } finally {
      await Promise.all(sockets.map(close))
    }
    // Closed sockets give their slots back.
    await expect
      .poll(async () => {
        const again = await connect(wsUrl)
        await close(again)
        return again.open
      })
      .toBe(true)
  })
})
