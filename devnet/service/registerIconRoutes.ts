import type { Context, Hono } from 'hono'
import type { DevnetContext } from '../DevnetContext'
import { ServiceError } from './ServiceError'

/** Icons do not change while the devnet runs. */
const ICON_CACHE_CONTROL = 'public, max-age=86400'
/** The theme variants of the asset host's chain icons (`<id>/light.png`, `<id>/dark.png`); the devnet has one of each. */
const ICON_VARIANT = /^(light|dark)\.(png|svg)$/

/**
 * The devnet's icons, for any page (registered before the admin guard):
 * - `/devnet/icons/<key>.svg`: the catalogue's chain and token icons (`iconUrl`, `logoUrl`, `logoURI`);
 * - `/devnet/icons/square/<key>.svg`: the same icon where the official swap
 *   widget asks for a square one (its ChainIcon turns `/icons/` of a chain's
 *   `iconUrl` into `/icons/square/`);
 * - `/icons/<chainId>/{light,dark}.png` and `/icons/square/<chainId>/{light,dark}.png`:
 *   a chain's icon under the paths of the public asset host (the official SDK
 *   builds them for every chain), for a page that maps that host to the devnet.
 * The answer is SVG (`image/svg+xml`) whatever the name ends with.
 */
export function registerIconRoutes(app: Hono, context: Pick<DevnetContext, 'catalogue'>): void {
  const serve = (c: Context, key: string): Response => {
    const svg = context.catalogue.icon(key)
    if (!svg) throw new ServiceError(404, 'NOT_FOUND', 'No such icon')
    return c.body(svg, 200, { 'content-type': 'image/svg+xml', 'cache-control': ICON_CACHE_CONTROL })
  }
  const byFile = (c: Context) => serve(c, c.req.param('file')!.replace(/\.svg$/, ''))
  const byChain = (c: Context) => {
    const chainId = c.req.param('chainId')!
    if (!/^\d+$/.test(chainId) || !ICON_VARIANT.test(c.req.param('variant')!))
      throw new ServiceError(404, 'NOT_FOUND', 'No such icon')
    return serve(c, `chain-${Number(chainId)}`)
  }
  app.get('/devnet/icons/square/:file', byFile)
  app.get('/devnet/icons/:file', byFile)
  app.get('/icons/square/:chainId/:variant', byChain)
  app.get('/icons/:chainId/:variant', byChain)
}
