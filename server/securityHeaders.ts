import type { MiddlewareHandler } from 'hono'
import type { SiteServerConfig } from './siteServerConfigSchema'

/**
 * Security headers on every response. The CSP is for the widget's pages:
 * scripts only from this origin (the Vite build has no inline scripts),
 * connections to https/wss services and RPCs (wallet chains and the
 * service's websocket are cross-origin), and `frame-ancestors` from the
 * configuration because the embed is meant to be framed by host pages.
 */
export function securityHeaders(config: Pick<SiteServerConfig, 'frameAncestors' | 'connectSrc' | 'networks'>): MiddlewareHandler {
  const connectSrc = ["'self'", 'https:', 'wss:', ...config.connectSrc]
  // The devnet's service, websocket and anvil RPCs are plain http/ws on loopback.
  if (config.networks.local) connectSrc.push('http://127.0.0.1:*', 'ws://127.0.0.1:*', 'http://localhost:*', 'ws://localhost:*')
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // RainbowKit and React inject style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${[...new Set(connectSrc)].join(' ')}`,
    `frame-ancestors ${config.frameAncestors.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
  return async (c, next) => {
    await next()
    c.header('content-security-policy', csp)
    c.header('x-content-type-options', 'nosniff')
    c.header('referrer-policy', 'strict-origin-when-cross-origin')
    c.header('cross-origin-opener-policy', 'same-origin-allow-popups')
  }
}
