import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { type ServerType, serve } from '@hono/node-server'
import type { Hono } from 'hono'

/** How long an idle keep-alive connection stays open. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000

export interface HttpServer {
  port: number
  close(): Promise<void>
}

/**
 * Serves `app` on host:port and resolves once it listens (rejects with a clear message when the port is taken).
 * `onUpgrade` takes HTTP upgrade requests (the websocket stream).
 */
export async function startHttpServer(
  app: Hono,
  options: { host: string; port: number; onUpgrade?: (request: IncomingMessage, socket: Duplex, head: Buffer) => void },
): Promise<HttpServer> {
  const server = await new Promise<ServerType>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, hostname: options.host, port: options.port }, () => resolve(s))
    s.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`service port ${options.port} on ${options.host} is already in use (another devnet? pass --port)`)
          : error,
      )
    })
  })
  if ('keepAliveTimeout' in server) {
    // Longer than any client keeps an idle connection (undici: 4 s), so the client always closes first: a server
    // that closes an idle socket as a client reuses it is a "other side closed" for a request (seen on a loaded machine).
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000
  }
  if (options.onUpgrade) server.on('upgrade', options.onUpgrade)
  return {
    port: options.port,
    close: () =>
      new Promise<void>((resolve) => {
        // Idle keep-alive sockets would hold close() open for seconds.
        if ('closeAllConnections' in server) server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
