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
