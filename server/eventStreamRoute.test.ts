import { Hono } from 'hono'
import { afterEach, describe, expect, it } from 'vitest'
import { EventLog } from './EventLog'
import { eventStreamRoute } from './eventStreamRoute'
import { type RunningSiteServer, startSiteServer } from './startSiteServer'
import {
  LOCAL_KEY,
  makeDataDir,
  makeFakeDist,
  readEvents,
  signedHeaders,
  webhookBody,
} from './testing/siteServerFixtures'

const running: RunningSiteServer[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.stop()))
})

async function start(dataDir: string, port = 0): Promise<RunningSiteServer> {
  const server = await startSiteServer({
    port,
    host: '127.0.0.1',
    distDir: makeFakeDist(),
    dataDir,
    heartbeatMs: 200,
    networks: { local: { serviceUrl: 'http://127.0.0.1:9', apiKey: LOCAL_KEY } },
  })
  running.push(server)
  return server
}

async function deliver(server: RunningSiteServer, body: string): Promise<number> {
  const response = await fetch(`${server.url}/webhooks`, {
    method: 'POST',
    body,
    headers: signedHeaders(LOCAL_KEY, body),
  })
  return response.status
}

const requestIdOf = (body: string) => (JSON.parse(body) as { data: { requestId: string } }).data.requestId

describe('GET /api/events (SSE)', () => {
  it('delivers accepted webhooks live with event name, id and the payload data', async () => {
    const server = await start(makeDataDir())
    const body = webhookBody({ status: 'success' })
    const events = await readEvents(`${server.url}/api/events`, {
      count: 1,
      onOpen: async () => expect(await deliver(server, body)).toBe(200),
    })
    expect(events).toEqual([{ event: 'request.status.updated', id: '1', data: JSON.parse(body).data }])
  })

  it('does not deliver rejected webhooks', async () => {
    const server = await start(makeDataDir())
    const good = webhookBody()
    const events = await readEvents(`${server.url}/api/events`, {
      count: 1,
      onOpen: async () => {
        const forged = webhookBody()
        expect(
          (
            await fetch(`${server.url}/webhooks`, {
              method: 'POST',
              body: forged,
              headers: signedHeaders('not-the-key', forged),
            })
          ).status,
        ).toBe(401)
        expect(await deliver(server, good)).toBe(200)
      },
    })
    expect(events.map((e) => (e.data as { requestId: string }).requestId)).toEqual([requestIdOf(good)])
  })

  it('sends heartbeat comments', async () => {
    const server = await start(makeDataDir())
    const response = await fetch(`${server.url}/api/events`)
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    let text = ''
    while (!text.includes(': heartbeat')) {
      const { value, done } = await reader.read()
      // An ended stream would spin here without yielding: fail instead.
      if (done) throw new Error(`the stream ended without a heartbeat: ${text.slice(0, 200)}`)
      text += value
    }
    await reader.cancel()
  })

  it('replays what was missed after Last-Event-ID on reconnect', async () => {
    const server = await start(makeDataDir())
    const bodies = [webhookBody(), webhookBody(), webhookBody()]
    for (const body of bodies) expect(await deliver(server, body)).toBe(200)
    const replayed = await readEvents(`${server.url}/api/events`, { count: 2, lastEventId: '1' })
    expect(replayed.map((e) => e.id)).toEqual(['2', '3'])
    expect(replayed.map((e) => (e.data as { requestId: string }).requestId)).toEqual(bodies.slice(1).map(requestIdOf))
  })

  it('opens a stream with the id it starts after, so a page that has heard nothing yet reconnects from there', async () => {
    const server = await start(makeDataDir())
    for (const body of [webhookBody(), webhookBody()]) expect(await deliver(server, body)).toBe(200)
    const controller = new AbortController()
    const response = await fetch(`${server.url}/api/events`, { signal: controller.signal })
    const reader = response.body!.getReader()
    let opening = ''
    while (!opening.includes('\n\n')) opening += new TextDecoder().decode((await reader.read()).value)
    controller.abort()
    // An `id:` in the opening sets the EventSource's lastEventId: its reconnection then sends Last-Event-ID 2.
    expect(opening).toMatch(/^retry: \d+\nid: 2\n/)
    // Events stored while that page was away (say its instance died before sending it anything) come back to it.
    expect(await deliver(server, webhookBody())).toBe(200)
    const replayed = await readEvents(`${server.url}/api/events`, { count: 1, lastEventId: '2' })
    expect(replayed.map((e) => e.id)).toEqual(['3'])
  })

  it('a client reconnecting after a server restart on the same data dir gets the events it missed', async () => {
    const dataDir = makeDataDir()
    const first = await start(dataDir)
    const seenBefore = await readEvents(`${first.url}/api/events`, {
      count: 1,
      onOpen: async () => void (await deliver(first, webhookBody())),
    })
    expect(seenBefore.map((e) => e.id)).toEqual(['1'])
    const port = Number(new URL(first.url).port)
    await first.stop()
    running.splice(running.indexOf(first), 1)

    // While the page is disconnected, the server comes back and receives more.
    const second = await start(dataDir, port)
    const missed = [webhookBody({ status: 'pending' }), webhookBody({ status: 'success' })]
    for (const body of missed) expect(await deliver(second, body)).toBe(200)
    const after = await readEvents(`${second.url}/api/events`, {
      count: 3,
      lastEventId: seenBefore[0]!.id,
      onOpen: async () => void (await deliver(second, webhookBody())),
    })
    expect(after.map((e) => e.id)).toEqual(['2', '3', '4'])
    expect(after.slice(0, 2).map((e) => (e.data as { requestId: string }).requestId)).toEqual(missed.map(requestIdOf))
  })

  it('refuses a second live server on the same data dir', async () => {
    const dataDir = makeDataDir()
    await start(dataDir)
    await expect(start(dataDir)).rejects.toThrow(/already used|in use/)
  })

  it('stop() returns while pages still hold the stream open', async () => {
    const server = await start(makeDataDir())
    const response = await fetch(`${server.url}/api/events`)
    expect(response.headers.get('content-type')).toContain('text/event-stream')
    await server.stop()
    running.splice(running.indexOf(server), 1)
    await response.body?.cancel().catch(() => {})
  })
})

describe('GET /api/events: stream limits (issue 15)', () => {
  it('refuses the ninth stream from one client with 429 and retry-after; a closed stream frees its slot', async () => {
    const server = await start(makeDataDir())
    const open: AbortController[] = []
    try {
      for (let i = 0; i < 8; i++) {
        const controller = new AbortController()
        open.push(controller)
        const response = await fetch(`${server.url}/api/events`, { signal: controller.signal })
        expect(response.status, `stream ${i + 1}`).toBe(200)
      }
      const ninth = await fetch(`${server.url}/api/events`)
      expect(ninth.status).toBe(429)
      expect(Number(ninth.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await ninth.json()).toMatchObject({ message: expect.any(String), errorCode: expect.any(String) })

      open.shift()?.abort()
      // The server learns of the close asynchronously: wait for the positive signal, a stream accepted again.
      let status = 0
      for (let attempt = 0; attempt < 100 && status !== 200; attempt++) {
        const controller = new AbortController()
        const response = await fetch(`${server.url}/api/events`, { signal: controller.signal })
        status = response.status
        if (status === 200) open.push(controller)
        else await response.body?.cancel()
      }
      expect(status).toBe(200)
    } finally {
      for (const controller of open) controller.abort()
    }
  })

  it('refuses streams beyond the server-wide total with 503 and retry-after; a closed stream frees its slot', async () => {
    const eventLog = EventLog.open(makeDataDir())
    const app = new Hono()
    app.get('/events', eventStreamRoute({ eventLog, heartbeatMs: 60_000, limits: { perClient: 8, total: 2 } }))
    try {
      const first = await app.request('/events')
      const second = await app.request('/events')
      expect([first.status, second.status]).toEqual([200, 200])
      const third = await app.request('/events')
      expect(third.status).toBe(503)
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await third.json()).toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE' })
      await first.body?.cancel()
      const fourth = await app.request('/events')
      expect(fourth.status).toBe(200)
      await second.body?.cancel()
      await fourth.body?.cancel()
    } finally {
      eventLog.close()
    }
  })

  it('a HEAD holds no slot (hono drops the body of a HEAD answer, so nothing would ever give it back)', async () => {
    const eventLog = EventLog.open(makeDataDir())
    const app = new Hono()
    app.get('/events', eventStreamRoute({ eventLog, heartbeatMs: 60_000, limits: { perClient: 1, total: 1 } }))
    try {
      for (let i = 0; i < 3; i++) {
        const head = await app.request('/events', { method: 'HEAD' })
        expect(head.status).toBe(200)
        expect(head.headers.get('content-type')).toContain('text/event-stream')
      }
      const get = await app.request('/events')
      expect(get.status).toBe(200)
      await get.body?.cancel()
    } finally {
      eventLog.close()
    }
  })
})
