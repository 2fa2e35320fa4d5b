import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { type CreateSiteServerOptions, createSiteServer } from './createSiteServer'
import { type SiteServerConfigInput, siteServerConfigSchema } from './siteServerConfigSchema'
import { openSiteEventStore } from './store/openSiteEventStore'

export interface RunningSiteServer {
  /** e.g. http://127.0.0.1:8080 (the real port when 0 was asked for). */
  url: string
  /** Webhook target for a network, e.g. `${url}/webhooks/local`: what the devnet's PUT /devnet/webhooks/:apiKey needs. */
  webhookUrl(network: 'local' | 'testnet' | 'mainnet'): string
  stop(): Promise<void>
}

/** How long an idle keep-alive connection stays open. */
const IDLE_CONNECTION_MS = 65_000
/**
 * How long a request may take to arrive, headers and body: one that promises more body than it sends is answered
 * 408 and closed after this (issue #37). Not a bound on the answer: an SSE stream lives on.
 */
const REQUEST_TIMEOUT_MS = 70_000
/** How often node looks for requests past their deadline. */
const CONNECTIONS_CHECK_MS = 1_000
/** How long `stop()` lets requests under way (a webhook being stored) finish before cutting their connections. */
const STOP_GRACE_MS = 5_000
/** How often a stopping server closes the connections that have become idle (an SSE stream it just ended). */
const STOP_SWEEP_MS = 50

/**
 * Listens with `createSiteServer` on the store `openSiteEventStore` picks (holding the data dir's lock, or connected
 * to PostgreSQL) until `stop()`. Stopping ends every SSE stream with a short `retry:`, takes no new connection, lets
 * the requests under way answer, then closes the store: a webhook answered 2xx is stored, one cut off is retried.
 */
export async function startSiteServer(
  input: SiteServerConfigInput,
  options: Omit<CreateSiteServerOptions, 'eventLog' | 'shutdown'> & {
    /** REQUEST_TIMEOUT_MS unless given (a test's shorter one). */
    requestTimeoutMs?: number
  } = {},
): Promise<RunningSiteServer> {
  const { requestTimeoutMs: requestTimeout = REQUEST_TIMEOUT_MS, ...siteOptions } = options
  const config = siteServerConfigSchema.parse(input)
  const eventLog = await openSiteEventStore(config)
  const shutdown = new AbortController()
  try {
    const app = createSiteServer(config, { ...siteOptions, eventLog, shutdown: shutdown.signal })
    const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>(
      (resolveListen, reject) => {
        const serverOptions = {
          requestTimeout,
          connectionsCheckingInterval: Math.min(CONNECTIONS_CHECK_MS, requestTimeout),
        }
        const server = serve(
          { fetch: app.fetch, port: config.port, hostname: config.host, serverOptions },
          (info: AddressInfo) => resolveListen({ server, port: info.port }),
        )
        server.once('error', reject)
      },
    )
    if ('keepAliveTimeout' in server) {
      // Longer than browsers and fetch keep an idle connection, so the client closes first (a server that closes a
      // socket a client is reusing fails that request).
      server.keepAliveTimeout = IDLE_CONNECTION_MS
      // At most the request's own deadline (node requires it).
      server.headersTimeout = Math.min(IDLE_CONNECTION_MS + 1_000, requestTimeout)
    }
    const host = config.host.includes(':') ? `[${config.host}]` : config.host === '0.0.0.0' ? '127.0.0.1' : config.host
    const url = `http://${host}:${port}`
    let stopping: Promise<void> | undefined
    return {
      url,
      webhookUrl: (network) => `${url}/webhooks/${network}`,
      stop: () =>
        (stopping ??= (async () => {
          shutdown.abort()
          await closeGracefully(server)
        })().finally(() => eventLog.close())),
    }
  } catch (error) {
    await eventLog.close()
    throw error
  }
}

function closeGracefully(server: ReturnType<typeof serve>): Promise<void> {
  return new Promise<void>((resolveClose) => {
    if (!('closeIdleConnections' in server)) return void server.close(() => resolveClose())
    // Keep-alive sockets and the streams ended just now would hold close() until they time out.
    const sweep = setInterval(() => server.closeIdleConnections(), STOP_SWEEP_MS)
    const cut = setTimeout(() => server.closeAllConnections(), STOP_GRACE_MS)
    server.close(() => {
      clearInterval(sweep)
      clearTimeout(cut)
      resolveClose()
    })
    server.closeIdleConnections()
  })
}
