import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll } from 'vitest'

// Kept where they were for the tests; they live apart so that a script outside vitest (the bench) can use them.
export { sign, signedHeaders, webhookBody } from './signedWebhooks'

export const LOCAL_KEY = 'test-local-key-5f1c9e'
export const TESTNET_KEY = 'test-testnet-key-a83b20'

// Every temp dir made here goes when the test file that made it is done.
const madeDirs: string[] = []
afterAll(() => {
  for (const dir of madeDirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  madeDirs.push(dir)
  return dir
}

/** A temp dir with the shape of a Vite build: index.html, hashed assets, an unhashed script. */
export function makeFakeDist(): string {
  const dir = tempDir('ferry-dist-')
  mkdirSync(join(dir, 'assets'))
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><script type="module" src="/assets/index-Ab12Cd34.js"></script><div id="root"></div>' +
      '<script type="application/json">{}</script><script>document.body.dataset.first = "paint"</script>',
  )
  writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js'), 'console.log("ferry")')
  writeFileSync(join(dir, 'ferry-embed.js'), 'window.FerryEmbed = {}')
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  return dir
}

export function makeDataDir(): string {
  return tempDir('ferry-server-data-')
}

export interface RecordedRequest {
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: string
}

export interface UpstreamAnswer {
  status: number
  body: unknown
  headers?: Record<string, string>
}

/** A real HTTP server standing in for the service; `respond` decides each answer. */
export async function startUpstream(
  respond: (request: RecordedRequest) => UpstreamAnswer,
): Promise<{ url: string; requests: RecordedRequest[]; close(): Promise<void> }> {
  const requests: RecordedRequest[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      requests.push(recorded)
      const answer = respond(recorded)
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body)
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers })
      res.end(text)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Reads an SSE stream until `count` events arrived (or `timeoutMs`), then disconnects. */
export async function readEvents(
  url: string,
  options: { count: number; lastEventId?: string; timeoutMs?: number; onOpen?: () => void | Promise<void> },
): Promise<Array<{ event: string; id: string; data: unknown }>> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 5_000)
  const events: Array<{ event: string; id: string; data: unknown }> = []
  try {
    const response = await fetch(url, {
      headers: options.lastEventId ? { 'last-event-id': options.lastEventId } : {},
      signal: controller.signal,
    })
    if (!response.ok || !response.body) throw new Error(`SSE answered ${response.status}`)
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    let buffer = ''
    let opened = false
    while (events.length < options.count) {
      const { value, done } = await reader.read()
      if (done) break
      buffer += value
      if (!opened) {
        opened = true
        await options.onOpen?.()
      }
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((l) => !l.startsWith(':') && l.includes(':'))
            .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
        )
        if (fields.event)
          events.push({ event: fields.event, id: fields.id ?? '', data: JSON.parse(fields.data ?? 'null') })
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error
  } finally {
    clearTimeout(timer)
    controller.abort()
  }
  return events
}

/** A body of `totalBytes` that counts what the reader pulled out of it (no content-length: sent chunked). */
export function countingBody(
  totalBytes: number,
  chunkBytes = 64 * 1024,
): { stream: ReadableStream<Uint8Array>; pulled(): number } {
  let pulled = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= totalBytes) return controller.close()
      const size = Math.min(chunkBytes, totalBytes - pulled)
      pulled += size
      controller.enqueue(new Uint8Array(size).fill(0x7b))
    },
  })
  return { stream, pulled: () => pulled }
}

/**
 * POSTs `totalBytes` chunked over real HTTP, waiting for the socket to drain
 * between chunks as a well-behaved sender does. Resolves on the answer, with
 * how much had been written by then; stops sending once answered.
 */
export function postChunked(
  url: string,
  totalBytes: number,
): Promise<{ status: number; body: string; writtenWhenAnswered: number }> {
  const chunk = Buffer.alloc(64 * 1024, 0x7b)
  return new Promise((resolve, reject) => {
    let written = 0
    let answered = false
    const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      answered = true
      const writtenWhenAnswered = written
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), writtenWhenAnswered })
        req.destroy()
      })
    })
    req.on('error', (error) => {
      if (!answered) reject(error)
    })
    const writeMore = () => {
      while (!answered && written < totalBytes) {
        written += chunk.length
        if (!req.write(chunk)) return void req.once('drain', writeMore)
      }
      if (!answered) req.end()
    }
    writeMore()
  })
}
