import type { Context } from 'hono'
import { SITE_NETWORKS, type SiteServerConfig } from './siteServerConfigSchema'

/** What `GET /api/site` answers: the site's public choices, which the widget shows before it quotes. */
export interface SiteInfo {
  /** The name the widget gives the site's fee; null when the server has none. */
  name: string | null
  /** Every network this server serves, with the fees its proxy adds to every quote (empty when none). */
  networks: Partial<Record<string, { appFees: { recipient: string; bps: number }[] }>>
}

/**
 * `GET /api/site`: the site's name and fees per network. Built field by field from the configuration, so a key or a
 * service URL can never slip in. Not cached by the browser without asking: a restart with new fees applies at once.
 */
export function siteRoute(config: Pick<SiteServerConfig, 'siteName' | 'networks'>): (c: Context) => Response {
  const info: SiteInfo = { name: config.siteName ?? null, networks: {} }
  for (const network of SITE_NETWORKS) {
    const target = config.networks[network]
    if (target)
      info.networks[network] = { appFees: (target.appFees ?? []).map(({ recipient, bps }) => ({ recipient, bps })) }
  }
  return (c) => c.json(info, 200, { 'cache-control': 'no-cache' })
}
