import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket, WebSocketServer } from 'ws'
import type { StatusResponse } from '../api/schemas/status'
import { createStatusPush, type WebSocketLike } from './createStatusPush'
import { waitForFinalStatus } from './runSteps'

// A real websocket server speaking the protocol of real-service-notes.md.
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
  const ready = new Promise<number>((resolve) =>
    server.on('listening', () => resolve((server.address() as AddressInfo).port)),
  )
  return {
    server,
    ready,
    subscribers: (id: string) => [...subscriptions.values()].filter((s) => s.has(id.toLowerCase())).length,
    publish: (requestId: string, status: string) => {
      for (const [socket, ids] of subscriptions) {
        if (ids.has(requestId.toLowerCase()))
          socket.send(
            JSON.stringify({
              event: 'request.status.updated',
              data: { requestId, status, inTxHashes: [], txHashes: [] },
              publishedAt: Date.now(),
            }),
          )
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate()
        server.close(() => resolve())
      }),
  }
}

const connect = (url: string) => new WebSocket(url) as unknown as WebSocketLike
const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 10))
  }
}

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
    push.onUpdate((s) => seen.push(s))
    await until(() => push.healthy())
    ws.publish('0xother', 'success')
    ws.publish('0xab', 'pending')
    await until(() => seen.length === 1)
    expect(seen).toEqual(['pending'])
    push.close()
    await until(() => ws.subscribers('0xAB') === 0)
    expect(push.healthy()).toBe(false)
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

describe('waitForFinalStatus with a push', () => {
  it('looks again as soon as the push says so, instead of waiting for the slow poll', async () => {
    const ws = startServer()
    cleanup.push(ws.close)
    const port = await ws.ready
    const push = createStatusPush({ url: `ws://127.0.0.1:${port}`, requestId: '0x9', connect })
    cleanup.push(() => push.close())
    await until(() => push.healthy())
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
        return { status: current, inTxHashes: [], txHashes: [] }
      },
    })
    await until(() => fetches === 1)
    current = 'success'
    ws.publish('0x9', 'success')
    expect((await done).status).toBe('success')
    expect(Date.now() - started).toBeLessThan(2000)
    expect(fetches).toBe(2)
  })
})
