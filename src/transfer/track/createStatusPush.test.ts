import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket, WebSocketServer } from 'ws'
import type { StatusResponse } from '../../api/schemas/status'
import { waitForFinalStatus } from '../run/runSteps'
import { createStatusPush, type WebSocketLike } from './createStatusPush'

/** Woken by the push, not by the 60 s slow poll: half of it leaves room for a loaded machine. */
const WOKEN_WITHIN_MS = 30_000

// A real websocket server speaking the protocol of section 10.5.
function startServer(port = 0) {
  const server = new WebSocketServer({ port, host: '127.0.0.1' })
  const subscriptions = new Map<WebSocket, Set<string>>()
  server.on('connection', (socket) => {
    subscriptions.set(socket, new Set())
    socket.send(JSON.stringify({ type: 'connection', status: 'ready', data: { id: 'c1' } }))
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { type: string; filters: { id: string } }
      if (message.type === 'subscribe') {
        subscriptions.get(socket)!.add(message.filters.id.toLowerCase())
        socket.send(JSON.stringify({ type: 'subscribe', status: 'success' }))
      }
      if (message.type === 'unsubscribe') subscriptions.get(socket)!.delete(message.filters.id.toLowerCase())
    })
    socket.on('close', () => subscriptions.delete(socket))
  })
  const send = (subscribedTo: string, data: Record<string, unknown>) => {
    for (const [socket, ids] of subscriptions) {
      if (ids.has(subscribedTo.toLowerCase()))
        socket.send(JSON.stringify({ event: 'request.status.updated', data, publishedAt: Date.now() }))
    }
  }
  const ready = new Promise<number>((resolve) =>
    server.on('listening', () => resolve((server.address() as AddressInfo).port)),
  )
  return {
    server,
    ready,
    subscribers: (id: string) => [...subscriptions.values()].filter((s) => s.has(id.toLowerCase())).length,
    publish: (requestId: string, status: string, txHashes: string[] = []) =>
      send(requestId, { requestId, status, inTxHashes: [], txHashes }),
    /** An update to the subscribers of `requestId` whose data names no request (the official SDK's type has none). */
    send,
    publishAnonymous: (requestId: string, status: string) => send(requestId, { status, inTxHashes: [], txHashes: [] }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate()
        server.close(() => resolve())
      }),
  }
}

const connect = (url: string) => new WebSocket(url) as unknown as WebSocketLike
/** Waits until `check` holds (a socket event, a subscriber count), looking every 10 ms, or fails after `ms`. */
const until = (check: () => boolean, ms = 3000) => expect.poll(check, { timeout: ms, interval: 10 }).toBe(true)

const cleanup: (() => unknown)[] = []
afterEach(async () => {
  for (const fn of cleanup.splice(0)) await fn()
})

describe('createStatusPush', () => {
  it('subscribes after the greeting, passes on updates for its request only, and unsubscribes on close', async () => {
    const ws = startServer()
    cleanup.push(ws.close)
    const port = await ws.ready
    const push = createStatusPush({ url: `ws://127.0.0.1:${port}`, requestId: '0xAB', connect })
    const seen: string[] = []
    push.onUpdate((update) => seen.push(update.status))
    await until(() => push.healthy())
    ws.publish('0xother', 'success')
    ws.publish('0xab', 'pending')
    await until(() => seen.length === 1)
    expect(seen).toEqual(['pending'])
    push.close()
    await until(() => ws.subscribers('0xAB') === 0)
    expect(push.healthy()).toBe(false)
  })

  it("takes an update that names no request as the followed request's, and still ignores another request's", async () => {
    const { ws, push } = await subscribedPush('0xAB')
    const seen: string[] = []
    push.onUpdate((update) => seen.push(update.status))
    ws.publishAnonymous('0xab', 'submitted')
    await until(() => seen.length === 1)
    ws.send('0xab', { requestId: '0xother', status: 'success', inTxHashes: [], txHashes: [] })
    ws.publish('0xab', 'pending')
    await until(() => seen.length === 2)
    expect(seen).toEqual(['submitted', 'pending'])
  })

  it('reconnects and subscribes again after the server restarts', async () => {
    let ws = startServer()
    const port = await ws.ready
    const push = createStatusPush({ url: `ws://127.0.0.1:${port}`, requestId: '0x1', connect, maxBackoffMs: 100 })
    cleanup.push(() => push.close())
    await until(() => push.healthy())
    await ws.close()
    await until(() => !push.healthy())
    ws = startServer(port)
    cleanup.push(ws.close)
    await ws.ready
    await until(() => push.healthy(), 5000)
    expect(ws.subscribers('0x1')).toBe(1)
  })
})

/** A stream server and a push subscribed to `requestId` on it, both closed after the test. */
async function subscribedPush(requestId: string) {
  const ws = startServer()
  cleanup.push(ws.close)
  const port = await ws.ready
  const push = createStatusPush({ url: `ws://127.0.0.1:${port}`, requestId, connect })
  cleanup.push(() => push.close())
  await until(() => push.healthy())
  return { ws, push }
}

describe('waitForFinalStatus with a push', () => {
  it('shows a pushed success at once, without reading it again over HTTP', async () => {
    const { ws, push } = await subscribedPush('0x9')
    let fetches = 0
    const started = Date.now()
    const done = waitForFinalStatus({
      endpoint: '/x',
      intervalMs: 1000,
      slowIntervalMs: 60_000,
      push,
      fetchStatus: async () => {
        fetches++
        return { status: 'pending', inTxHashes: [], txHashes: [] }
      },
    })
    await until(() => fetches === 1)
    ws.publish('0x9', 'success', ['0xfill'])
    const final = await done
    expect(final.status).toBe('success')
    expect(final.txHashes).toEqual(['0xfill'])
    expect(Date.now() - started).toBeLessThan(WOKEN_WITHIN_MS)
    expect(fetches).toBe(1)
  })

  it('reads a pushed refund over HTTP, where its reason is, as soon as the push says so', async () => {
    const { ws, push } = await subscribedPush('0x9')
    let current: StatusResponse['status'] = 'pending'
    let fetches = 0
    const started = Date.now()
    const done = waitForFinalStatus({
      endpoint: '/x',
      intervalMs: 1000,
      slowIntervalMs: 60_000,
      push,
      fetchStatus: async () => {
        fetches++
        return current === 'refund'
          ? { status: current, inTxHashes: [], txHashes: [], failReason: 'SOLVER_CAPACITY_EXCEEDED' }
          : { status: current, inTxHashes: [], txHashes: [] }
      },
    })
    await until(() => fetches === 1)
    current = 'refund'
    ws.publish('0x9', 'refund')
    const final = await done
    expect(final).toMatchObject({ status: 'refund', failReason: 'SOLVER_CAPACITY_EXCEEDED' })
    expect(Date.now() - started).toBeLessThan(WOKEN_WITHIN_MS)
    expect(fetches).toBe(2)
  })

  it('reads again at once when an update arrives while a read is under way', async () => {
    const { ws, push } = await subscribedPush('0x9')
    let fetches = 0
    const started = Date.now()
    const done = waitForFinalStatus({
      endpoint: '/x',
      intervalMs: 1000,
      slowIntervalMs: 60_000,
      push,
      fetchStatus: async () => {
        fetches++
        if (fetches === 1) {
          // The service moves on while this read is on its way back with the old status.
          ws.publish('0x9', 'submitted')
          await new Promise((resolve) => setTimeout(resolve, 100))
          return { status: 'pending', inTxHashes: [], txHashes: [] }
        }
        return { status: 'refund', inTxHashes: [], txHashes: [] }
      },
    })
    expect((await done).status).toBe('refund')
    expect(Date.now() - started).toBeLessThan(WOKEN_WITHIN_MS)
    expect(fetches).toBe(2)
  })
})
