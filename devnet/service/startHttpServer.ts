import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { type ServerType, serve } from '@hono/node-server'
import type { Hono } from 'hono'
import { lingerOnClose } from './lingerOnClose'

/** How long an idle keep-alive connection stays open. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000
/**
 * How long a request may take to arrive, headers and body: one that promises more body than it sends (or trickles it)
 * is answered 408 and closed after this (issue #37), instead of holding its connection for ever. Not a bound on the
 * answer: an event stream or a websocket lives on.
 */
export const REQUEST_TIMEOUT_MS = 70_000
/** How often node looks for requests past their deadline. */
const CONNECTIONS_CHECK_MS = 1_000
/**
 * How long close() waits for the requests under way to be answered before it cuts their connections. A request cut
 * while its handler runs still commits what it writes (a quote's request is stored, with its first status change and
 * so its webhook) though its client never hears the answer (issue #37, the chaos run's seed 1).
 */
export const DRAIN_TIMEOUT_MS = 3_000

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
  options: {
    host: string
    port: number
    onUpgrade?: (request: IncomingMessage, socket: Duplex, head: Buffer) => void
    /** REQUEST_TIMEOUT_MS unless given (a test's shorter one). */
    requestTimeoutMs?: number
    /** DRAIN_TIMEOUT_MS unless given. */
    drainTimeoutMs?: number
  },
): Promise<HttpServer> {
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS
  const server = await new Promise<ServerType>((resolve, reject) => {
    const s = serve(
      {
        fetch: app.fetch,
        hostname: options.host,
        port: options.port,
        serverOptions: { requestTimeout, connectionsCheckingInterval: Math.min(CONNECTIONS_CHECK_MS, requestTimeout) },
      },
      () => resolve(s),
    )
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
    // At most the request's own deadline (node requires it).
    server.headersTimeout = Math.min(KEEP_ALIVE_TIMEOUT_MS + 1_000, requestTimeout)
  }
  if (options.onUpgrade) server.on('upgrade', options.onUpgrade)
  // A connection closed after its answer reads on a while, so a client still sending its body gets the answer.
  server.on('connection', lingerOnClose)
  // The requests under way (answered or their connection gone ends one): close() lets them finish.
  const underWay = new Set<ServerResponse>()
  let drained: (() => void) | undefined
  server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    underWay.add(response)
    response.once('close', () => {
      underWay.delete(response)
      if (underWay.size === 0) drained?.()
    })
  })
  const address = server.address()
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      // No new connections; idle keep-alive sockets would hold close() open for seconds.
      if ('closeIdleConnections' in server) server.closeIdleConnections()
      if (underWay.size > 0) {
        let timer: NodeJS.Timeout | undefined
        await new Promise<void>((resolve) => {
          drained = resolve
          timer = setTimeout(resolve, options.drainTimeoutMs ?? DRAIN_TIMEOUT_MS)
        })
        clearTimeout(timer)
      }
      if ('closeAllConnections' in server) server.closeAllConnections()
      await closed
    },
  }
}
