import { readFileSync } from 'node:fs'
import {
  DEFAULT_SERVICE_URLS,
  SITE_NETWORKS,
  type SiteServerConfig,
  siteServerConfigSchema,
} from './siteServerConfigSchema'

/**
 * Configuration from an optional JSON file (`FERRY_SERVER_CONFIG` or
 * `configFile`) overlaid by the environment, so a deployment can keep the
 * file in the image and inject only the keys as secrets:
 * FERRY_SERVER_PORT, FERRY_SERVER_HOST, FERRY_SERVER_DIST_DIR,
 * FERRY_SERVER_DATA_DIR, FERRY_FRAME_ANCESTORS and FERRY_CONNECT_SRC
 * (space-separated), and per network FERRY_<NETWORK>_API_KEY with optional
 * FERRY_<NETWORK>_SERVICE_URL. Local is on when configured; testnet and
 * mainnet are always on, keyless (public endpoints only) without a key. Sponsored
 * fees per network: FERRY_<NETWORK>_SPONSOR_FEES (1 on, 0 off whatever the
 * file says), FERRY_<NETWORK>_SPONSOR_COMPONENTS (comma or space separated),
 * FERRY_<NETWORK>_SPONSOR_MAX_USD (decimal USD per request).
 */
export function loadSiteServerConfig(options: { env?: NodeJS.ProcessEnv; configFile?: string } = {}): SiteServerConfig {
  const env = options.env ?? process.env
  const file = options.configFile ?? env.FERRY_SERVER_CONFIG
  const fromFile: Record<string, unknown> = file
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
    : {}
  const networks: Record<string, unknown> = { ...((fromFile.networks as Record<string, unknown> | undefined) ?? {}) }
  for (const network of SITE_NETWORKS) {
    const prefix = `FERRY_${network.toUpperCase()}_`
    const apiKey = env[`${prefix}API_KEY`]
    const serviceUrl = env[`${prefix}SERVICE_URL`]
    const existing = networks[network] as Record<string, unknown> | undefined
    if (apiKey || serviceUrl || existing) {
      const sponsorship = sponsorshipFromEnv(env, prefix, existing?.sponsorship)
      networks[network] = {
        serviceUrl: serviceUrl || existing?.serviceUrl || DEFAULT_SERVICE_URLS[network],
        ...(apiKey || existing?.apiKey ? { apiKey: apiKey || existing?.apiKey } : {}),
        ...(sponsorship === undefined ? {} : { sponsorship }),
      }
    }
  }
  const list = (value: string | undefined) => (value ? value.split(/\s+/).filter(Boolean) : undefined)
  const raw = {
    ...fromFile,
    port: env.FERRY_SERVER_PORT ?? fromFile.port,
    host: env.FERRY_SERVER_HOST ?? fromFile.host,
    distDir: env.FERRY_SERVER_DIST_DIR ?? fromFile.distDir,
    dataDir: env.FERRY_SERVER_DATA_DIR ?? fromFile.dataDir,
    frameAncestors: list(env.FERRY_FRAME_ANCESTORS) ?? fromFile.frameAncestors,
    connectSrc: list(env.FERRY_CONNECT_SRC) ?? fromFile.connectSrc,
    networks,
  }
  const parsed = siteServerConfigSchema.safeParse(raw)
  if (!parsed.success) {
    // Never echo the input: it holds the API keys.
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')
    throw new Error(`invalid site server configuration: ${problems}`)
  }
  return parsed.data
}

/** The file's `sponsorship` of a network overlaid by FERRY_<NETWORK>_SPONSOR_*; `SPONSOR_FEES=0` turns it off. */
function sponsorshipFromEnv(env: NodeJS.ProcessEnv, prefix: string, fromFile: unknown): unknown {
  const on = env[`${prefix}SPONSOR_FEES`]
  const components = env[`${prefix}SPONSOR_COMPONENTS`]
  const maxUsd = env[`${prefix}SPONSOR_MAX_USD`]
  if (on !== undefined && !['0', '1', 'true', 'false'].includes(on.trim()))
    throw new Error(`invalid site server configuration: ${prefix}SPONSOR_FEES must be 1 or 0`)
  if (on?.trim() === '0' || on?.trim() === 'false') return undefined
  const enabled = on?.trim() === '1' || on?.trim() === 'true'
  if (!enabled && fromFile === undefined) return undefined
  const base = typeof fromFile === 'object' && fromFile !== null ? (fromFile as Record<string, unknown>) : {}
  return {
    ...base,
    ...(components ? { components: components.split(/[\s,]+/).filter(Boolean) } : {}),
    ...(maxUsd ? { maxUsd: maxUsd.trim() } : {}),
  }
}
