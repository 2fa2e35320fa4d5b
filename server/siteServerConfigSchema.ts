import { z } from 'zod'

/** The networks the proxy and the webhook receiver know; the same ids as the widget's. */
export const SITE_NETWORKS = ['local', 'testnet', 'mainnet'] as const
export type SiteNetwork = (typeof SITE_NETWORKS)[number]

const networkSchema = z.object({
  serviceUrl: z.url({ protocol: /^https?$/ }),
  // The key is both the x-api-key of the proxy and the webhook signing secret (section 5.3).
  apiKey: z.string().min(1),
})
export type SiteNetworkConfig = z.infer<typeof networkSchema>

/**
 * Site server configuration. Validated once at start so that a typo fails
 * loudly instead of silently serving without a key.
 */
export const siteServerConfigSchema = z.object({
  port: z.coerce.number().int().min(0).max(65535).default(8080),
  host: z.string().min(1).default('127.0.0.1'),
  distDir: z.string().min(1).default('dist'),
  dataDir: z.string().min(1).default('.ferry-server'),
  networks: z
    .object({ local: networkSchema.optional(), testnet: networkSchema.optional(), mainnet: networkSchema.optional() })
    .refine((n) => Object.values(n).some(Boolean), 'configure at least one network (local, testnet or mainnet)'),
  /** CSP `frame-ancestors` sources of /embed.html: the host pages allowed to embed the widget (any by default). */
  frameAncestors: z.array(z.string().min(1)).default(['*']),
  /** Extra CSP `connect-src` sources (chain RPCs, the service's websocket), added to `'self' https: wss:`. */
  connectSrc: z.array(z.string().min(1)).default([]),
  /** How old (or how far ahead) an X-Signature-Timestamp may be. */
  webhookToleranceSeconds: z.number().int().positive().default(300),
  /** SSE heartbeat period; proxies close idle streams, and a comment line keeps them open. */
  heartbeatMs: z.number().int().positive().default(15_000),
})
export type SiteServerConfig = z.infer<typeof siteServerConfigSchema>
export type SiteServerConfigInput = z.input<typeof siteServerConfigSchema>
