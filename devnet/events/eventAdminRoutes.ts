import { type Context, Hono } from 'hono'
import { ServiceError } from '../service/ServiceError'
import { WebhookConfigError } from './WebhookConfigError'
import type { WebhookDispatcher } from './WebhookDispatcher'
import type { WebhookEndpointInput } from './WebhookEndpoints'
import type { WebsocketHub } from './WebsocketHub'

/**
 * `/devnet/*` admin endpoints of the event outputs (devnet only):
 *
 * - `PUT /devnet/webhooks/:apiKey` body `{ url, enabled?: true, headers?: {} }` -> 200 the endpoint
 * - `GET /devnet/webhooks/:apiKey` -> 200 `{ apiKey, enabled, url, headers, updatedAt }`, 404 when none
 * - `DELETE /devnet/webhooks/:apiKey` -> 200 `{ deleted: true }`, 404 when none
 * - `GET /devnet/webhooks/:apiKey/deliveries?requestId=&after=&limit=` -> 200 `{ deliveries }`, oldest first
 * - `GET /devnet/websocket` -> 200 `{ path, clients, subscriptions, requestIds }`
 *
 * The key must be one of the devnet's API keys (404 otherwise).
 */
export function eventAdminRoutes(context: {
  apiKeys: readonly string[]
  webhooks: Pick<WebhookDispatcher, 'endpoints' | 'listDeliveries'>
  websocket: Pick<WebsocketHub, 'path' | 'stats'>
}): Hono {
  const app = new Hono()
  const knownKey = (c: Context): string => {
    const apiKey = c.req.param('apiKey') ?? ''
    if (!context.apiKeys.includes(apiKey)) throw new ServiceError(404, 'NOT_FOUND', 'No such API key on this devnet')
    return apiKey
  }

  app.put('/webhooks/:apiKey', async (c) => {
    const apiKey = knownKey(c)
    let body: unknown
    try {
      body = await c.req.json()
    } catch {
      throw new ServiceError(400, 'INVALID_INPUT', 'The body must be a JSON object { url, enabled?, headers? }')
    }
    if (body === null || typeof body !== 'object' || Array.isArray(body))
      throw new ServiceError(400, 'INVALID_INPUT', 'The body must be a JSON object { url, enabled?, headers? }')
    const { url, enabled, headers } = body as Record<string, unknown>
    if (enabled !== undefined && typeof enabled !== 'boolean')
      throw new ServiceError(400, 'INVALID_INPUT', 'enabled must be a boolean')
    try {
      return c.json(await context.webhooks.endpoints.set(apiKey, { url, enabled, headers } as WebhookEndpointInput))
    } catch (error) {
      if (error instanceof WebhookConfigError) throw new ServiceError(400, 'INVALID_INPUT', error.message)
      throw error
    }
  })

  app.get('/webhooks/:apiKey', async (c) => {
    const endpoint = await context.webhooks.endpoints.get(knownKey(c))
    if (!endpoint) throw new ServiceError(404, 'NOT_FOUND', 'No webhook is set for this API key')
    return c.json(endpoint)
  })

  app.delete('/webhooks/:apiKey', async (c) => {
    if (!(await context.webhooks.endpoints.delete(knownKey(c))))
      throw new ServiceError(404, 'NOT_FOUND', 'No webhook is set for this API key')
    return c.json({ deleted: true })
  })

  app.get('/webhooks/:apiKey/deliveries', async (c) => {
    const apiKey = knownKey(c)
    const integer = (name: string): number | undefined => {
      const value = c.req.query(name)
      if (value === undefined || value === '') return undefined
      const n = Number(value)
      if (!Number.isSafeInteger(n) || n < 0)
        throw new ServiceError(
          400,
          'INVALID_INPUT',
          `${name} must be an integer from 0 to ${Number.MAX_SAFE_INTEGER} (a delivery id), got "${value}"`,
        )
      return n
    }
    const limit = integer('limit')
    if (limit !== undefined && (limit < 1 || limit > 1000))
      throw new ServiceError(400, 'INVALID_INPUT', 'limit must be from 1 to 1000')
    const deliveries = await context.webhooks.listDeliveries(apiKey, {
      requestId: c.req.query('requestId') || undefined,
      afterId: integer('after'),
      limit,
    })
    return c.json({ deliveries })
  })

  app.get('/websocket', (c) => {
    return c.json({ path: context.websocket.path, ...context.websocket.stats() })
  })
  return app
}
