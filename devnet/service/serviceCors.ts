import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'

/**
 * Request headers a page may send to the service endpoints: `x-api-key` (how
 * a widget, or its proxy, names a key) and the version headers the official
 * SDK and swap widget put on quotes and their follow-ups
 * (`@relayprotocol/relay-sdk` getQuote and executeSteps, relay-kit-ui
 * useQuote). A browser refuses a cross-origin request whose preflight leaves
 * one of them out.
 */
export const SERVICE_REQUEST_HEADERS = [
  'content-type',
  'x-api-key',
  'relay-sdk-version',
  'relay-kit-ui-version',
] as const

/** What the `/devnet/*` preflight allowed before the service took the SDK's headers; kept as it was (admin is local-only). */
export const ADMIN_REQUEST_HEADERS = ['content-type', 'x-api-key'] as const

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']
/** How long a browser may reuse a preflight answer, in seconds. */
const PREFLIGHT_MAX_AGE_SECONDS = 600

/**
 * CORS for the whole app: any origin, since the widget runs on another one.
 * Service paths allow `SERVICE_REQUEST_HEADERS`; `/devnet/*` keeps
 * `ADMIN_REQUEST_HEADERS` (its own guard refuses requests from pages anyway).
 */
export function serviceCors(): MiddlewareHandler {
  const options = { origin: '*', allowMethods: METHODS, maxAge: PREFLIGHT_MAX_AGE_SECONDS }
  const service = cors({ ...options, allowHeaders: [...SERVICE_REQUEST_HEADERS] })
  const admin = cors({ ...options, allowHeaders: [...ADMIN_REQUEST_HEADERS] })
  return (c, next) => (isAdminPath(c.req.path) ? admin(c, next) : service(c, next))
}

function isAdminPath(path: string): boolean {
  return path === '/devnet' || path.startsWith('/devnet/')
}
