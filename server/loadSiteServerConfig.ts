import { readFileSync } from 'node:fs'
import {
  appFeesSchema,
  DEFAULT_SERVICE_URLS,
  MAX_APP_FEES,
  PUBLIC_NETWORKS,
  SITE_NETWORKS,
  type SiteServerConfig,
  siteServerConfigSchema,
} from './siteServerConfigSchema'

/**
 * Configuration from an optional JSON file (`FERRY_SERVER_CONFIG` or
 * `configFile`) overlaid by the environment, so a deployment can keep the
 * file in the image and inject only the keys as secrets:
 * FERRY_SERVER_PORT, FERRY_SERVER_HOST, FERRY_SERVER_DIST_DIR,
 * FERRY_SERVER_DATA_DIR, FERRY_SERVER_DATABASE_URL (PostgreSQL, shared by
 * several instances), FERRY_FRAME_ANCESTORS and FERRY_CONNECT_SRC
 * (space-separated), and per network FERRY_<NETWORK>_API_KEY with optional
 * FERRY_<NETWORK>_SERVICE_URL. Local is on when configured; testnet and
 * mainnet are always on, keyless (public endpoints only) without a key. Sponsored
 * fees per network: FERRY_<NETWORK>_SPONSOR_FEES (1 on, 0 off whatever the
 * file says), FERRY_<NETWORK>_SPONSOR_COMPONENTS (comma or space separated),
 * FERRY_<NETWORK>_SPONSOR_MAX_USD (decimal USD per request). The site's fees
 * per network: FERRY_<NETWORK>_APP_FEES (`0xRecipient:bps`, comma or space
 * separated; empty, `0` or `off` turns the file's off), and the site's name
 * the widget shows with them: FERRY_SITE_NAME. The swap sources every quote may use or not per network:
 * FERRY_<NETWORK>_INCLUDED_SWAP_SOURCES, FERRY_<NETWORK>_EXCLUDED_SWAP_SOURCES. Fast fills from Activity per network
 * (off unless set): FERRY_<NETWORK>_FAST_FILL_MAX_USD, the `maxFillAmountUsd` of each (decimal USD; 0 or off: off).
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
    const envFees = appFeesFromEnv(env, `${prefix}APP_FEES`)
    // The public networks are on anyway, so their fees alone configure them; local stays on only when configured.
    const swapSources = swapSourcesFromEnv(env, prefix, existing?.swapSources)
    const fastFill = fastFillFromEnv(env, `${prefix}FAST_FILL_MAX_USD`, existing?.fastFill)
    const publicWithFees =
      (envFees?.length || swapSources !== undefined) && (PUBLIC_NETWORKS as readonly string[]).includes(network)
    if (apiKey || serviceUrl || existing || publicWithFees) {
      const sponsorship = sponsorshipFromEnv(env, prefix, existing?.sponsorship)
      const appFees = envFees ?? existing?.appFees
      networks[network] = {
        serviceUrl: serviceUrl || existing?.serviceUrl || DEFAULT_SERVICE_URLS[network],
        ...(apiKey || existing?.apiKey ? { apiKey: apiKey || existing?.apiKey } : {}),
        ...(sponsorship === undefined ? {} : { sponsorship }),
        ...(appFees === undefined || (Array.isArray(appFees) && appFees.length === 0) ? {} : { appFees }),
        ...(swapSources === undefined ? {} : { swapSources }),
        ...(fastFill === undefined ? {} : { fastFill }),
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
    databaseUrl: env.FERRY_SERVER_DATABASE_URL ?? fromFile.databaseUrl,
    siteName: env.FERRY_SITE_NAME ?? fromFile.siteName,
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

/** FERRY_<NETWORK>_FAST_FILL_MAX_USD over the file's `fastFill`: a decimal USD cap; empty, `0` or `off` turns it off. */
function fastFillFromEnv(env: NodeJS.ProcessEnv, variable: string, fromFile: unknown): unknown {
  const value = env[variable]
  if (value === undefined) return fromFile
  const text = value.trim().toLowerCase()
  if (text === '' || text === '0' || text === 'off') return undefined
  if (!/^\d{1,13}(\.\d{1,6})?$/.test(text))
    throw new Error(`invalid site server configuration: ${variable} must be a decimal USD amount such as "250"`)
  return { maxFillAmountUsd: Number(text) }
}

/**
 * The file's `swapSources` of a network overlaid by FERRY_<NETWORK>_INCLUDED_SWAP_SOURCES and
 * FERRY_<NETWORK>_EXCLUDED_SWAP_SOURCES (names, comma or space separated; empty turns the file's list off).
 */
function swapSourcesFromEnv(env: NodeJS.ProcessEnv, prefix: string, fromFile: unknown): unknown {
  const base = typeof fromFile === 'object' && fromFile !== null ? { ...(fromFile as Record<string, unknown>) } : {}
  for (const [key, variable] of [
    ['included', `${prefix}INCLUDED_SWAP_SOURCES`],
    ['excluded', `${prefix}EXCLUDED_SWAP_SOURCES`],
  ] as const) {
    const value = env[variable]
    if (value === undefined) continue
    const names = value.split(/[\s,]+/).filter(Boolean)
    if (names.length) base[key] = names
    else delete base[key]
  }
  return Object.keys(base).length ? base : undefined
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

/**
 * FERRY_<NETWORK>_APP_FEES as the config's `appFees`: undefined when unset (the file's stand), [] when turned off.
 * A malformed value stops the start naming the variable; the value itself is not repeated.
 */
function appFeesFromEnv(env: NodeJS.ProcessEnv, variable: string): { recipient: string; bps: number }[] | undefined {
  const value = env[variable]?.trim()
  if (value === undefined) return undefined
  if (value === '' || value === '0' || value.toLowerCase() === 'off') return []
  const fees = value.split(/[\s,]+/).map((entry) => {
    const match = /^(0x[0-9a-fA-F]{40}):(\d{1,5})$/.exec(entry)
    return match ? { recipient: match[1]!, bps: Number(match[2]) } : undefined
  })
  const parsed = fees.includes(undefined) ? undefined : appFeesSchema.safeParse(fees)
  if (!parsed?.success) {
    const problem = parsed ? parsed.error.issues.map((i) => i.message).join('; ') : 'each entry must be 0xRecipient:bps'
    throw new Error(
      `invalid site server configuration: ${variable}: ${problem} (0x address of 40 hex digits, bps 1..10000, at most ${MAX_APP_FEES} entries, comma or space separated)`,
    )
  }
  return parsed.data
}
