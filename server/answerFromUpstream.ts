import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ErrorBody, ServiceErrorCode } from '../src/api/schemas/errorBody'
import { jsonError } from './jsonError'

/** Statuses whose answer has no body by definition (a Response with one cannot even be built). */
const NO_BODY_STATUSES = new Set([204, 205, 304])
/** How much of a plain-text upstream error becomes the message the widget may show. */
const MAX_TEXT_MESSAGE_CHARS = 200
/** Not in the shared union: it only travels from this proxy to the widget, which shows the message. */
const UPSTREAM_ERROR: ServiceErrorCode = 'UPSTREAM_ERROR'
const NO_STORE = { 'cache-control': 'no-store' }

/**
 * What the browser gets for the service's answer: JSON, always. Only the
 * body and status go back; upstream cookies, CORS, caching and Location
 * headers are the service's business, not this origin's. The key is cut out
 * of the body should the service ever echo it.
 */
export async function answerFromUpstream(
  c: Context,
  args: { upstream: Response; network: string; apiKey: string | undefined },
): Promise<Response> {
  const { upstream, network } = args
  if (NO_BODY_STATUSES.has(upstream.status)) {
    await upstream.body?.cancel().catch(() => {})
    return c.body(null, upstream.status as 204, NO_STORE)
  }
  if (upstream.status >= 300 && upstream.status < 400) {
    await upstream.body?.cancel().catch(() => {})
    // Not followed (the key would go wherever it points) and not passed on (the browser would learn where).
    return jsonError(c, 502, 'UPSTREAM_UNREACHABLE', `The ${network} service redirected; redirects are not followed`)
  }
  let text: string
  try {
    text = await upstream.text()
  } catch {
    return jsonError(c, 502, 'UPSTREAM_UNREACHABLE', `The ${network} service could not be reached`)
  }
  const safe = args.apiKey ? text.split(args.apiKey).join('[redacted]') : text
  const status = upstream.status as ContentfulStatusCode
  const json = parseJson(safe)
  if (upstream.ok) {
    // Served from this origin, an upstream HTML page would run as ours.
    if (json === undefined) return upstreamError(c, 502, `The ${network} service answered something that is not JSON`)
    return c.body(safe, status, { 'content-type': 'application/json; charset=utf-8', ...NO_STORE })
  }
  // Errors must reach the widget as a JSON object it can parse into an ApiError; the body decides, not its label.
  if (typeof json === 'object' && json !== null && !Array.isArray(json))
    return c.body(safe, status, { 'content-type': 'application/json; charset=utf-8', ...NO_STORE })
  return upstreamError(c, status, plainMessage(safe) ?? `The ${network} service answered ${upstream.status}`)
}

function upstreamError(c: Context, status: ContentfulStatusCode, message: string): Response {
  const body: ErrorBody = { message, errorCode: UPSTREAM_ERROR }
  return c.json(body, status, NO_STORE)
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** A short plain-text error ("Service Unavailable") is worth showing; markup is not. */
function plainMessage(text: string): string | undefined {
  const trimmed = text.trim()
  if (trimmed === '' || trimmed.includes('<')) return undefined
  return trimmed.slice(0, MAX_TEXT_MESSAGE_CHARS)
}
