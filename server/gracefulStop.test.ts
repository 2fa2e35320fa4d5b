import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { EventLog } from './EventLog'
import { SHUTDOWN_RETRY_MS } from './eventStreamRoute'
import { startSiteServer } from './startSiteServer'
import { LOCAL_KEY, makeDataDir, makeFakeDist, signedHeaders, webhookBody } from './testing/siteServerFixtures'

const config = (dataDir: string) => ({
  port: 0,
  host: '127.0.0.1',
  distDir: makeFakeDist(),
  dataDir,
  networks: { local: { serviceUrl: 'http://127.0.0.1:9', apiKey: LOCAL_KEY } },
})

describe('stopping the site server', () => {
  it('ends every stream with a short retry: so that pages reconnect elsewhere at once', async () => {
    const server = await startSiteServer(config(makeDataDir()))
    const response = await fetch(`${server.url}/api/events`)
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    let text = (await reader.read()).value ?? ''
    expect(text).toContain(': connected')
    const stopped = server.stop()
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += chunk.value
    await stopped
    expect(text.trimEnd().endsWith(`retry: ${SHUTDOWN_RETRY_MS}`)).toBe(true)
  })

  it('lets a webhook being received finish, stored before its 2xx, and takes no new connection', async () => {
    const dataDir = makeDataDir()
    const server = await startSiteServer(config(dataDir))
    const body = webhookBody()
    const half = Math.floor(body.length / 2)
    const answer = new Promise<{ status: number; text: string }>((resolveAnswer, reject) => {
      const req = request(`${server.url}/webhooks/local`, {
        method: 'POST',
        headers: { ...signedHeaders(LOCAL_KEY, body), 'content-length': String(Buffer.byteLength(body)) },
      })
      req.on('error', reject)
      req.on('response', (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          text += chunk
        })
        response.on('end', () => resolveAnswer({ status: response.statusCode ?? 0, text }))
      })
      // Half the body now, the rest once the server is stopping.
      req.write(body.slice(0, half), () => {
        void server.stop()
        setImmediate(() => req.end(body.slice(half)))
      })
    })
    const { status, text } = await answer
    expect(status).toBe(200)
    expect(JSON.parse(text)).toMatchObject({ received: true, id: 1 })
    await server.stop()
    await expect(fetch(`${server.url}/api/site`)).rejects.toThrow()
    const log = EventLog.open(dataDir)
    try {
      expect(log.since(0).map((e) => e.event.data.requestId)).toEqual([JSON.parse(body).data.requestId])
    } finally {
      log.close()
    }
  })
})
