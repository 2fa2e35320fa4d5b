import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
}

export type StaticServer = { url: string; close(): Promise<void> }

/**
 * Serves a static build on 127.0.0.1 the way a plain production host does:
 * every text file gzip (level 6, compressed once and kept), no caching
 * headers (each load in a new browser context is cold anyway). `/` is
 * index.html; a missing file is a 404 (no SPA fallback is needed here).
 */
export async function startGzipServer(dir: string, port: number): Promise<StaticServer> {
  const cache = new Map<string, { body: Buffer; type: string; gzip: boolean } | null>()
  const load = async (path: string) => {
    if (cache.has(path)) return cache.get(path)!
    const file = join(dir, normalize(path).replace(/^(\.\.[/\\])+/, ''))
    const entry = await readFile(file).then(
      (content) => {
        const type = TYPES[extname(file)] ?? 'application/octet-stream'
        const gzip = /text|json|svg/.test(type)
        return { body: gzip ? gzipSync(content, { level: 6 }) : content, type, gzip }
      },
      () => null,
    )
    cache.set(path, entry)
    return entry
  }
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    void load(path.endsWith('/') ? `${path}index.html` : path).then((entry) => {
      if (!entry) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
        return
      }
      response.writeHead(200, {
        'content-type': entry.type,
        'content-length': entry.body.length,
        'cache-control': 'no-cache',
        ...(entry.gzip && { 'content-encoding': 'gzip' }),
      })
      response.end(entry.body)
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
