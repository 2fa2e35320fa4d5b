import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { sendShortBody } from '../testing/sendShortBody'
import { startHttpServer } from './startHttpServer'

// Issue #37: a body that never comes held its connection for ever.
describe('the devnet HTTP server, given a request whose body never arrives', () => {
  it('answers 408 and closes after the request deadline, and goes on serving', async () => {
    const app = new Hono()
    app.post('/echo', async (c) => c.text(await c.req.text()))
    app.get('/', (c) => c.text('ok'))
    const server = await startHttpServer(app, { host: '127.0.0.1', port: 0, requestTimeoutMs: 500 })
    try {
      const url = `http://127.0.0.1:${server.port}`
      expect(await sendShortBody(url, '/echo', 10_000)).toMatch(/^HTTP\/1.1 408/)
      expect(await (await fetch(`${url}/`)).text()).toBe('ok')
    } finally {
      await server.close()
    }
  })
})

// Issue #37, chaos seed 1: a stop cut a quote's connection while its handler ran; the handler still stored the request
// (and its webhook went out) though its client never had the answer: one webhook more than the run knew of.
describe('the devnet HTTP server, stopped with a request under way', () => {
  it('answers it before closing, and takes no new connection meanwhile', async () => {
    let entered!: () => void
    const handlerEntered = new Promise<void>((resolve) => {
      entered = resolve
    })
    let release!: () => void
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    const app = new Hono()
    app.post('/quote', async (c) => {
      entered()
      await released
      return c.json({ stored: true })
    })
    const server = await startHttpServer(app, { host: '127.0.0.1', port: 0 })
    const url = `http://127.0.0.1:${server.port}`
    const answer = fetch(`${url}/quote`, { method: 'POST', body: '{}' }).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    }))
    await handlerEntered
    const closing = server.close()
    await expect(fetch(`${url}/quote`, { method: 'POST', body: '{}' })).rejects.toThrow()
    release()
    expect(await answer).toEqual({ status: 200, body: { stored: true } })
    await closing
  })

  it('cuts a request still under way after the drain deadline', async () => {
    const app = new Hono()
    let entered!: () => void
    const handlerEntered = new Promise<void>((resolve) => {
      entered = resolve
    })
    app.get('/forever', async () => {
      entered()
      return new Promise<Response>(() => undefined)
    })
    const server = await startHttpServer(app, { host: '127.0.0.1', port: 0, drainTimeoutMs: 200 })
    const answer = fetch(`http://127.0.0.1:${server.port}/forever`).then(
      () => 'answered',
      () => 'cut',
    )
    await handlerEntered
    await server.close()
    expect(await answer).toBe('cut')
  })
})
