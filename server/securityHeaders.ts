import type { MiddlewareHandler } from 'hono'
import type { SiteServerConfig } from './siteServerConfigSchema'

/**
 * Security headers on every response. The CSP is for the widget's pages:
 * scripts only from this origin, and the build's inline first-paint scripts
 * by their hash,
 * connections to https/wss services and RPCs (wallet chains and the
 * service's websocket are cross-origin). Only the embed (`/embed.html`)
 * may be framed, by the configured `frame-ancestors` (any page by default:
 * that is what an embed is for, and the widget trusts only its pinned host
 * origin); every other page only by this origin.
 */
export function securityHeaders(
  config: Pick<SiteServerConfig, 'frameAncestors' | 'connectSrc' | 'networks'>,
  /** The build's inline scripts by hash (`inlineScriptHashes`): the first paint's, in the HTML. */
  scriptHashes: readonly string[] = [],
): MiddlewareHandler {
  const connectSrc = ["'self'", 'https:', 'wss:', ...config.connectSrc]
  const imgSrc = ["'self'", 'data:', 'blob:', 'https:']
  // The devnet's service, websocket, anvil RPCs and the logos it serves are plain http/ws on loopback.
  if (config.networks.local) {
    connectSrc.push('http://127.0.0.1:*', 'ws://127.0.0.1:*', 'http://localhost:*', 'ws://localhost:*')
    imgSrc.push('http://127.0.0.1:*', 'http://localhost:*')
  }
  const csp = (frameAncestors: readonly string[]) =>
    [
      "default-src 'self'",
      ["script-src 'self'", ...scriptHashes].join(' '),
      // RainbowKit and React inject style attributes.
      "style-src 'self' 'unsafe-inline'",
      `img-src ${imgSrc.join(' ')}`,
      "font-src 'self' data:",
      `connect-src ${[...new Set(connectSrc)].join(' ')}`,
      `frame-ancestors ${frameAncestors.join(' ')}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ].join('; ')
  const embedCsp = csp(config.frameAncestors)
  const pageCsp = csp(["'self'"])
  return async (c, next) => {
    await next()
    c.header('content-security-policy', c.req.path === '/embed.html' ? embedCsp : pageCsp)
    c.header('x-content-type-options', 'nosniff')
    c.header('referrer-policy', 'strict-origin-when-cross-origin')
    c.header('cross-origin-opener-policy', 'same-origin-allow-popups')
  }
}
