import { Hono } from 'hono'
import { EventLog } from './EventLog'
import { eventStreamRoute } from './eventStreamRoute'
import { inlineScriptHashes } from './inlineScriptHashes'
import { jsonError } from './jsonError'
import { proxyRoutes } from './proxyRoutes'
import { securityHeaders } from './securityHeaders'
import { serveDist } from './serveDist'
import { siteRoute } from './siteRoute'
import { type SiteServerConfigInput, siteServerConfigSchema } from './siteServerConfigSchema'
import type { SiteEventStore } from './store/SiteEventStore'
import { webhookRoutes } from './webhookRoutes'

export interface CreateSiteServerOptions {
  /**
   * The store; when absent a file log is opened (unlocked) in `config.dataDir`. `startSiteServer` passes the one
   * `openSiteEventStore` chose (a locked file log, or PostgreSQL).
   */
  eventLog?: SiteEventStore
  /** Used for the upstream service; tests may pass their own. */
  fetch?: typeof fetch
  now?: () => number
  /** Aborting ends every open SSE stream. */
  shutdown?: AbortSignal
}

/**
 * The site server as a hono app: the built widget, `/api/<network>/*`
 * proxied with the key added server-side, `/api/site` (the site's name and
 * fees), `/api/events` (SSE) and `POST /webhooks[/<network>]`. See
 * server/README.md.
 */
export function createSiteServer(input: SiteServerConfigInput, options: CreateSiteServerOptions = {}): Hono {
  const config = siteServerConfigSchema.parse(input)
  const eventLog = options.eventLog ?? EventLog.open(config.dataDir)
  const app = new Hono()
  app.use('*', securityHeaders(config, inlineScriptHashes(config.distDir)))
  // Before the proxy's `/:network/*`; no network is named `site` (siteRoute.test.ts checks).
  app.get('/api/site', siteRoute(config))
  app.all('/api/site', (c) => {
    c.header('allow', 'GET')
    return jsonError(c, 405, 'METHOD_NOT_ALLOWED', '/api/site takes GET')
  })
  app.get('/api/events', eventStreamRoute({ eventLog, heartbeatMs: config.heartbeatMs, shutdown: options.shutdown }))
  app.route('/api', proxyRoutes({ networks: config.networks, fetch: options.fetch }))
  app.all('/api/*', (c) => jsonError(c, 404, 'NOT_FOUND', 'Unknown API path'))
  app.route(
    '/webhooks',
    webhookRoutes({
      networks: config.networks,
      eventLog,
      toleranceSeconds: config.webhookToleranceSeconds,
      now: options.now,
    }),
  )
  app.all('/webhooks/*', (c) => jsonError(c, 405, 'METHOD_NOT_ALLOWED', 'Webhooks are POSTed'))
  app.on(['GET', 'HEAD'], '*', serveDist(config.distDir))
  app.all('*', (c) => jsonError(c, 405, 'METHOD_NOT_ALLOWED', 'Only GET and HEAD are served here'))
  app.onError((error, c) => {
    console.error('site server error:', error)
    return jsonError(c, 500, 'INTERNAL_ERROR', 'Internal server error')
  })
  return app
}
