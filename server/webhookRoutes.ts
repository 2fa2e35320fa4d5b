import { createHash } from 'node:crypto'
import { type Context, Hono } from 'hono'
import { WEBHOOK_SIGNATURE_HEADERS, webhookEventSchema } from '../src/api/schemas/events'
import { jsonError } from './jsonError'
import { readLimitedBody } from './readLimitedBody'
import { SITE_NETWORKS, type SiteNetwork, type SiteServerConfig } from './siteServerConfigSchema'
import type { SiteEventStore } from './store/SiteEventStore'
import { verifyWebhookSignature } from './verifyWebhookSignature'

/** A status event is a few KiB; the limit is enforced while reading, so a bigger post is never held whole. */
const MAX_WEBHOOK_BYTES = 256 * 1024

/**
 * `POST /webhooks/<network>` (and `POST /webhooks` for local, the devnet's
 * default target). Section 6.1: anything that fails verification gets a
 * non-2xx, so a genuine sender retries and a forger learns nothing more.
 * Order: signature and timestamp first (cheap, and nothing unverified is
 * parsed), then the payload's shape, then the store, which applies the replay
 * guard and stores in one step (with several instances, a unique constraint
 * decides). A 2xx is answered only once the event is durable, since the
 * sender does not retry after one.
 */
export function webhookRoutes(options: {
  networks: SiteServerConfig['networks']
  eventLog: SiteEventStore
  toleranceSeconds: number
  now?: () => number
}): Hono {
  const now = options.now ?? Date.now
  const app = new Hono()
  const receive =
    (networkParam: string) =>
    async (c: Context): Promise<Response> => {
      const network = networkParam as SiteNetwork
      const target = (SITE_NETWORKS as readonly string[]).includes(network) ? options.networks[network] : undefined
      if (!target)
        return jsonError(c, 404, 'UNKNOWN_NETWORK', `No network "${networkParam}" is configured on this server`)
      // Webhooks are signed with the key: a network proxied without one cannot verify them.
      if (!target.apiKey)
        return jsonError(
          c,
          404,
          'UNKNOWN_NETWORK',
          `No API key for "${network}" is configured on this server (set FERRY_${network.toUpperCase()}_API_KEY): webhooks are signed with it`,
        )
      const body = await readLimitedBody(c.req.raw, MAX_WEBHOOK_BYTES)
      if (!body.ok) {
        c.header('connection', 'close')
        return jsonError(c, 413, 'PAYLOAD_TOO_LARGE', 'Webhook body is too large')
      }
      const rawBody = body.bytes
      const nowMs = now()
      const verified = verifyWebhookSignature({
        apiKey: target.apiKey,
        timestampHeader: c.req.header(WEBHOOK_SIGNATURE_HEADERS.timestamp),
        signatureHeader: c.req.header(WEBHOOK_SIGNATURE_HEADERS.signature),
        rawBody,
        nowMs,
        toleranceSeconds: options.toleranceSeconds,
      })
      if (!verified.ok) return jsonError(c, verified.status, verified.errorCode, verified.message)

      let parsed: ReturnType<typeof webhookEventSchema.safeParse>
      try {
        parsed = webhookEventSchema.safeParse(JSON.parse(Buffer.from(rawBody).toString('utf8')))
      } catch {
        return jsonError(c, 400, 'INVALID_INPUT', 'Webhook body is not JSON')
      }
      if (!parsed.success)
        return jsonError(c, 400, 'INVALID_INPUT', 'Webhook body is not a request.status.updated event')

      const bodyHash = createHash('sha256').update(rawBody).digest('hex')
      const outcome = await options.eventLog.accept(
        {
          network,
          signature: verified.signature,
          signatureTimestamp: verified.timestampSeconds,
          bodyHash,
          event: {
            event: parsed.data.event,
            timestamp: parsed.data.timestamp,
            data: parsed.data.data as Record<string, unknown>,
          },
        },
        {
          receivedAt: Date.now(),
          signaturesValidFromSeconds: Math.floor(nowMs / 1000) - 2 * options.toleranceSeconds,
        },
      )
      if (outcome.kind === 'replayed') return jsonError(c, 409, 'REPLAYED', 'This signed webhook was already received')
      // The devnet re-signs each retry with a new timestamp over the same body: a retry after a lost 2xx is the same event.
      if (outcome.kind === 'duplicate') return c.json({ received: true, duplicate: true })
      return c.json({ received: true, id: outcome.stored.seq })
    }
  app.post('/', (c) => receive('local')(c))
  app.post('/:network', (c) => receive(c.req.param('network'))(c))
  return app
}
