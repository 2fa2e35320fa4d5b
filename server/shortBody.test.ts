import { connect } from 'node:net'
import { describe, expect, it } from 'vitest'
import { startSiteServer } from './startSiteServer'
import { LOCAL_KEY, makeDataDir, makeFakeDist } from './testing/siteServerFixtures'

/**
 * Sends a request whose Content-Length promises more than it sends (1,000 bytes, under every body limit), then waits (with a deadline) for the server
 * to answer and close: what it wrote back, or a failure at the deadline.
 */
function sendShortBody(url: string, path: string, deadlineMs: number): Promise<string> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname)
    let received = ''
    const deadline = setTimeout(() => {
      socket.destroy()
      reject(new Error(`still open after ${deadlineMs} ms; received: ${JSON.stringify(received)}`))
    }, deadlineMs)
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      received += chunk
    })
    socket.on('error', () => {})
    socket.on('close', () => {
      clearTimeout(deadline)
      resolve(received)
    })
    socket.write(
      `POST ${path} HTTP/1.1\r\nhost: ${hostname}\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"a":12345`,
    )
  })
}

// Issue #37: a body that never comes held its connection for ever.
describe('a request whose body never arrives', () => {
  it('is answered 408 and closed after the request deadline', async () => {
    const server = await startSiteServer(
      {
        port: 0,
        host: '127.0.0.1',
        distDir: makeFakeDist(),
        dataDir: makeDataDir(),
        networks: { local: { serviceUrl: 'http://127.0.0.1:9', apiKey: LOCAL_KEY } },
      },
      { requestTimeoutMs: 500 },
    )
    try {
      const started = Date.now()
      for (const path of ['/webhooks/local', '/api/local/quote/v2']) {
        const answer = await sendShortBody(server.url, path, 10_000)
        expect(answer, path).toMatch(/^HTTP\/1.1 408/)
      }
      expect(Date.now() - started).toBeLessThan(10_000)
      // The server goes on: an ordinary request is answered.
      expect((await fetch(`${server.url}/`)).status).toBe(200)
    } finally {
      await server.stop()
    }
  })
})
