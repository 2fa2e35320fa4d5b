import { z } from 'zod'

/** The networks the proxy and the webhook receiver know; the same ids as the widget's. */
export const SITE_NETWORKS = ['local', 'testnet', 'mainnet'] as const
export type SiteNetwork = (typeof SITE_NETWORKS)[number]

/** The public service's base URLs (section 10.1); the devnet's default for local. */
export const DEFAULT_SERVICE_URLS = {
  local: 'http://127.0.0.1:8790',
  testnet: 'https://api.testnets.relay.link',
  mainnet: 'https://api.relay.link',
} as const

/** The networks of the public service: on without configuration, keyless until a key is configured. */
export const PUBLIC_NETWORKS = ['testnet', 'mainnet'] as const satisfies readonly SiteNetwork[]

/** The fee components a sponsor can pay (section 2.5); `relay` is the official client's name for `platform`. */
export const SPONSORED_FEE_COMPONENTS = ['execution', 'swap', 'platform', 'relay', 'app', 'rent'] as const

/**
 * Fees the network's API key sponsor pays for every quote made through this
 * server (`subsidizeFees`); the key holder decides, never the browser.
 */
const sponsorshipSchema = z
  .object({
    /** `sponsoredFeeComponents`; the service's default when absent (execution, swap, platform, app). */
    components: z.array(z.enum(SPONSORED_FEE_COMPONENTS)).min(1).optional(),
    /** `maxSubsidizationAmount` per request, in decimal USD ("1.50"); no cap when absent. */
    maxUsd: z
      .string()
      .regex(/^(0|[1-9]\d{0,11})(\.\d{1,6})?$/, 'must be a decimal USD amount such as "1.50" (at most 6 decimals)')
      .optional(),
  })
  .strict()
export type SiteSponsorship = z.infer<typeof sponsorshipSchema>

/** How many fee recipients one network may name. */
export const MAX_APP_FEES = 5
/** The most a site's name may be: the widget shows it in a sentence of the quote review. */
export const MAX_SITE_NAME_LENGTH = 64

/**
 * The site's own fees on every quote of the network (the service's `appFees`); the site decides, never the browser.
 * Together they may not take more than the whole amount.
 */
export const appFeesSchema = z
  .array(
    z
      .object({
        recipient: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address of 40 hex digits'),
        /** Basis points of the amount: 50 = 0.5 %. */
        bps: z.number().int().min(1).max(10_000),
      })
      .strict(),
  )
  .max(MAX_APP_FEES)
  .refine((fees) => fees.reduce((sum, fee) => sum + fee.bps, 0) <= 10_000, 'may not add up to more than 10000 bps')
export type SiteAppFee = z.infer<typeof appFeesSchema>[number]

/** A swap source's name as `GET /swap-sources` lists it; at most 50 a list (the quote request's own bound). */
const swapSourceNames = z
  .array(
    z
      .string()
      .min(1)
      .max(100)
      .regex(/^\P{Cc}+$/u, 'may not hold control characters'),
  )
  .max(50)

/**
 * The swap sources every quote of the network may use (`includedSwapSources`) and may not (`excludedSwapSources`);
 * when either is set, what a browser asks of these is replaced.
 */
const swapSourcesSchema = z
  .object({ included: swapSourceNames.optional(), excluded: swapSourceNames.optional() })
  .strict()
export type SiteSwapSources = z.infer<typeof swapSourcesSchema>

/** The most a fast fill's `maxFillAmountUsd` may be (USD). */
export const MAX_FAST_FILL_USD = 1e12

/**
 * Fast fills through this server (`POST /fast-fill` with the network's key): off unless set. `maxFillAmountUsd` goes
 * with every fast fill (the service refuses a request worth more); the browser's own value is never passed on.
 */
const fastFillSchema = z.object({ maxFillAmountUsd: z.number().positive().max(MAX_FAST_FILL_USD) }).strict()
export type SiteFastFill = z.infer<typeof fastFillSchema>

const networkSchema = z.object({
  serviceUrl: z.url({ protocol: /^https?$/ }),
  /**
   * Both the x-api-key of the proxy and the webhook signing secret (section 5.3). Without it the proxy passes on
   * only what the service serves without a key, and takes no webhooks.
   */
  apiKey: z.string().min(1).optional(),
  sponsorship: sponsorshipSchema.optional(),
  appFees: appFeesSchema.optional(),
  swapSources: swapSourcesSchema.optional(),
  fastFill: fastFillSchema.optional(),
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
  /**
   * A PostgreSQL URL: the store is then that database, which several instances can share (events, the replay guard,
   * the fan-out to every instance's streams). Without one, a file in `dataDir` for one process.
   */
  databaseUrl: z
    .string()
    .optional()
    .transform((url) => url || undefined),
  /** The name the widget gives the site's fee ("Includes a 0.5 % fee to <siteName>"); public, see `/api/site`. */
  siteName: z
    .string()
    .trim()
    .max(MAX_SITE_NAME_LENGTH)
    .regex(/^\P{Cc}*$/u, 'may not hold control characters')
    .optional()
    .transform((name) => name || undefined),
  // The public networks are always on: keyless (public endpoints only) unless configured with a key.
  networks: z
    .object({ local: networkSchema.optional(), testnet: networkSchema.optional(), mainnet: networkSchema.optional() })
    .default({})
    .transform((n) => ({
      ...n,
      testnet: n.testnet ?? { serviceUrl: DEFAULT_SERVICE_URLS.testnet },
      mainnet: n.mainnet ?? { serviceUrl: DEFAULT_SERVICE_URLS.mainnet },
    })),
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
