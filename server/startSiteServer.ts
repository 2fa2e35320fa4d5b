import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { type CreateSiteServerOptions, createSiteServer } from './createSiteServer'
import { EventLog } from './EventLog'
import { type SiteServerConfigInput, siteServerConfigSchema } from './siteServerConfigSchema'

export interface RunningSiteServer {
  /** e.g. http://127.0.0.1:8080 (the real port when 0 was asked for). */
  url: string
  /** Webhook target for a network, e.g. `${url}/webhooks/local`: what the devnet's PUT /devnet/webhooks/:apiKey needs. */
  webhookUrl(network: 'local' | 'testnet' | 'mainnet'): string
  stop(): Promise<void>
}

/** How long an idle keep-alive connection stays open. */
const IDLE_CONNECTION_MS = 65_000

/** Listens with `createSiteServer`, holding the data dir's lock until `stop()`. */
export async function startSiteServer(
  input: SiteServerConfigInput,
  options: Omit<CreateSiteServerOptions, 'eventLog' | 'shutdown'> = {},
): Promise<RunningSiteServer> {
  const config = siteServerConfigSchema.parse(input)
  const eventLog = EventLog.open(config.dataDir, { lock: true })
  const shutdown = new AbortController()
  try {
    const app = createSiteServer(config, { ...options, eventLog, shutdown: shutdown.signal })
    const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>(
      (resolveListen, reject) => {
        const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info: AddressInfo) =>
          resolveListen({ server, port: info.port }),
        )
        server.once('error', reject)
      },
    )
    if ('keepAliveTimeout' in server) {
      // Longer than browsers and fetch keep an idle connection, so the client closes first (a server that closes a
      // socket a client is reusing fails that request).
      server.keepAliveTimeout = IDLE_CONNECTION_MS
      server.headersTimeout = IDLE_CONNECTION_MS + 1_000
    }
    const host = config.host.includes(':') ? `[${config.host}]` : config.host === '0.0.0.0' ? '127.0.0.1' : config.host
    const url = `http://${host}:${port}`
    let stopping: Promise<void> | undefined
    return {
      url,
      webhookUrl: (network) => `${url}/webhooks/${network}`,
      stop: () =>
        (stopping ??= new Promise<void>((resolveStop) => {
          shutdown.abort()
          server.close(() => resolveStop())
          // Open SSE streams and keep-alive sockets would hold close() forever.
          if ('closeAllConnections' in server) server.closeAllConnections()
        }).finally(() => eventLog.close())),
    }
  } catch (error) {
    eventLog.close()
    throw error
  }
}
