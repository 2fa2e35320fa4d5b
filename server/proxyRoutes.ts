import { Hono } from 'hono'
import { API_KEY_REQUIRED } from '../src/api/apiKeyRequired'
import { answerFromUpstream } from './answerFromUpstream'
import { forwardedQuery } from './forwardedQuery'
import { jsonError } from './jsonError'
import { readLimitedBody } from './readLimitedBody'
import { REQUESTS_LISTING_PATH } from './requestsListingPath'
import { siteFastFillBody } from './siteFastFillBody'
import { siteQuoteBody } from './siteQuoteBody'
import { SITE_NETWORKS, type SiteNetwork, type SiteServerConfig } from './siteServerConfigSchema'

/** What a browser may send on one proxied path. The server decides: the browser's query is never passed on as it came. */
export interface ProxiedPath {
  method: 'GET' | 'POST'
  /** Query parameters passed on (the first of each); every other one is dropped. */
  query: readonly string[]
  /** A message when an allowed parameter still carries something a browser may not ask; the request is then refused. */
  checkQuery?: (query: URLSearchParams) => string | undefined
  /** A quote body: sponsorship and app fees are the server's to set (`siteQuoteBody`), never the browser's. */
  quoteBody?: true
  /** The public service answers it without a key: a network configured without one still proxies it. */
  keyless?: true
  /** A fast fill: only where the network's `fastFill` is set, with its cap in place of the browser's (`siteFastFillBody`). */
  fastFill?: true
}

/** A signature step's post: the body as the step gives it, the signature (hex, nothing else) in the query. */
const SIGNATURE_POST: ProxiedPath = {
  method: 'POST',
  query: ['signature'],
  checkQuery: (query) =>
    /^0x[0-9a-fA-F]{2,1024}$/.test(query.get('signature') ?? '') ? undefined : 'signature must be 0x-prefixed hex',
  keyless: true,
}

/**
 * The service paths a browser may reach through the proxy. Everything else
 * is refused. The key added here authenticates as the integrator, so a
 * parameter such as `apiKey` or `includeAuthenticatedData` would hand any
 * visitor what only the integrator may see.
 */
export const PROXY_ALLOW_LIST: Readonly<Record<string, ProxiedPath>> = {
  // Needs the key (the integrator's own requests): refused on a network without one.
  '/requests/v3': REQUESTS_LISTING_PATH,
  // One request's record by id, which the description lets anyone read (the request page on a network without a key).
  '/requests/v2': { method: 'GET', query: ['id'], keyless: true },
  '/intents/status/v3': { method: 'GET', query: ['requestId'], keyless: true },
  // The older check path real quotes still name (the widget rewrites it to v3; another client may not).
  '/intents/status': { method: 'GET', query: ['requestId'], keyless: true },
  '/quote/v2': { method: 'POST', query: [], quoteBody: true, keyless: true },
  // Section 10.6: `includeChains` narrows the catalogue.
  '/chains': { method: 'GET', query: ['includeChains'], keyless: true },
  // How much a route takes now, before a quote (the amount field's "up to").
  '/config/v2': { method: 'GET', query: ['originChainId', 'destinationChainId', 'user', 'currency'], keyless: true },
  '/chains/liquidity': { method: 'GET', query: ['chainId'], keyless: true },
  // Whether a chosen chain works normally now (the form names one that does not).
  '/chains/health': { method: 'GET', query: ['chainId'], keyless: true },
  '/currencies/v2': { method: 'POST', query: [], keyless: true },
  '/currencies/trending': { method: 'GET', query: ['chainId', 'sortBy', 'limit'], keyless: true },
  // The pickers' and the form's USD values.
  '/currencies/token/price': { method: 'GET', query: ['address', 'chainId'], keyless: true },
  '/price': { method: 'POST', query: [], quoteBody: true, keyless: true },
  '/swap-sources': { method: 'GET', query: ['chainId'], keyless: true },
  // A signature step's post (section 10.8): the signature travels in the query.
  '/execute/permits': SIGNATURE_POST,
  // Deposit addresses ("Deposit addresses"): who pays from an exchange is followed by address or request.
  '/deposit-addresses/v1': { method: 'GET', query: ['address', 'requestId'], keyless: true },
  // The description gives both an optional key.
  '/transactions/deposit-address/reindex': { method: 'POST', query: [], keyless: true },
  '/transactions/index': { method: 'POST', query: [], keyless: true },
  // Screening of a recipient by the integrator's key (the widget skips it where the answer is 401, 403 or 404).
  '/wallets/screen': { method: 'POST', query: [] },
  // A fast fill of a request waiting on its fill (Activity), with the key and the server's cap; off unless configured.
  '/fast-fill': { method: 'POST', query: [], fastFill: true },
  // An app fee claim's signature step posts here (as a permit's does); the signature travels in the query.
  '/execute/app-fee-claims': SIGNATURE_POST,
}

/**
 * Paths with a parameter in them, each with the exact form the parameter must have: `GET /sanctioned/{address}`
 * (no key) takes one EVM address, so nothing else reaches the service through this path; so do the app fee
 * wallet's balances, claim and claims (what the Earnings page reads and asks; a claim is only paid once the
 * wallet has signed it).
 */
export const PROXY_PATTERNS: readonly { pattern: RegExp; proxied: ProxiedPath }[] = [
  { pattern: /^\/sanctioned\/0x[0-9a-fA-F]{40}$/, proxied: { method: 'GET', query: [], keyless: true } },
  { pattern: /^\/app-fees\/0x[0-9a-fA-F]{40}\/balances$/, proxied: { method: 'GET', query: [], keyless: true } },
  { pattern: /^\/app-fees\/0x[0-9a-fA-F]{40}\/claim$/, proxied: { method: 'POST', query: [], keyless: true } },
  {
    pattern: /^\/app-fees\/0x[0-9a-fA-F]{40}\/claims$/,
    proxied: { method: 'GET', query: ['limit', 'continuation'], keyless: true },
  },
]

/** What the proxy lets through on `path`, or undefined when it is not on the list. */
export function proxiedPathOf(path: string): ProxiedPath | undefined {
  return Object.hasOwn(PROXY_ALLOW_LIST, path)
    ? PROXY_ALLOW_LIST[path]
    : PROXY_PATTERNS.find((p) => p.pattern.test(path))?.proxied
}

/** Request headers worth passing on; cookies, authorization and the browser's own x-api-key never are. */
const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'accept-language']
const UPSTREAM_TIMEOUT_MS = 30_000
/** Quote and currency requests are small JSON; enforced while reading, so a bigger post is never held whole. */
const MAX_BODY_BYTES = 256 * 1024

/**
 * `/api/<network>/<path>` -> the network's service, with `x-api-key` added
 * here so the key never travels to or from a browser (section 5.3: it is
 * also the webhook secret). A network without a key passes on only the
 * `keyless` paths, and answers the others 403 `API_KEY_REQUIRED` naming the
 * setting to configure. What goes back is `answerFromUpstream`'s.
 */
export function proxyRoutes(options: { networks: SiteServerConfig['networks']; fetch?: typeof fetch }): Hono {
  const upstreamFetch = options.fetch ?? fetch
  const app = new Hono()
  app.all('/:network/*', async (c) => {
    const network = c.req.param('network')
    const target = (SITE_NETWORKS as readonly string[]).includes(network)
      ? options.networks[network as SiteNetwork]
      : undefined
    if (!target) return jsonError(c, 404, 'UNKNOWN_NETWORK', `No network "${network}" is configured on this server`)
    const url = new URL(c.req.url)
    const path = url.pathname.slice(url.pathname.indexOf(`/${network}/`) + network.length + 1)
    const proxied = proxiedPathOf(path)
    if (!proxied) return jsonError(c, 404, 'NOT_FOUND', `${path} is not available through this proxy`)
    const { method } = proxied
    if (c.req.method !== method) {
      c.header('allow', method)
      return jsonError(c, 405, 'METHOD_NOT_ALLOWED', `${path} takes ${method}`)
    }
    if (!target.apiKey && !proxied.keyless) {
      const variable = `FERRY_${network.toUpperCase()}_API_KEY`
      return jsonError(
        c,
        403,
        API_KEY_REQUIRED,
        `${path} needs an API key, and this server has none for ${network}: set ${variable} (or networks.${network}.apiKey in the file FERRY_SERVER_CONFIG names) where the site server runs, and restart it.`,
      )
    }
    const { fastFill } = target
    if (proxied.fastFill && !fastFill) {
      const variable = `FERRY_${network.toUpperCase()}_FAST_FILL_MAX_USD`
      return jsonError(
        c,
        403,
        'FAST_FILL_NOT_CONFIGURED',
        `Fast fills are off on this server for ${network}: set ${variable} (or networks.${network}.fastFill.maxFillAmountUsd in the file FERRY_SERVER_CONFIG names) where the site server runs, and restart it.`,
      )
    }
    const query = forwardedQuery(url.search, proxied.query)
    const refused = proxied.checkQuery?.(query)
    if (refused) return jsonError(c, 400, 'INVALID_INPUT', refused)

    const headers = new Headers()
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = c.req.header(name)
      if (value) headers.set(name, value)
    }
    if (target.apiKey) headers.set('x-api-key', target.apiKey)
    let body: Uint8Array<ArrayBuffer> | undefined
    if (method === 'POST') {
      const read = await readLimitedBody(c.req.raw, MAX_BODY_BYTES)
      if (!read.ok) {
        // The rest of the body is never read: the connection ends with this answer and must not be reused.
        c.header('connection', 'close')
        return jsonError(c, 413, 'PAYLOAD_TOO_LARGE', 'Request body is too large')
      }
      body = read.bytes
      if (proxied.quoteBody) {
        const rewritten = siteQuoteBody(body, target)
        if (!rewritten.ok) return jsonError(c, 400, 'INVALID_INPUT', rewritten.message)
        body = rewritten.bytes
        headers.set('content-type', 'application/json')
      }
      if (proxied.fastFill && fastFill) {
        const rewritten = siteFastFillBody(body, fastFill)
        if (!rewritten.ok) return jsonError(c, 400, 'INVALID_INPUT', rewritten.message)
        body = rewritten.bytes
        headers.set('content-type', 'application/json')
      }
    }
    const search = query.size > 0 ? `?${query}` : ''
    const upstreamUrl = `${target.serviceUrl.replace(/\/+$/, '')}${path}${search}`

    let upstream: Response
    try {
      upstream = await upstreamFetch(upstreamUrl, {
        method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      })
    } catch {
      // The error may name the upstream URL; the browser gets a fixed message.
      return jsonError(c, 502, 'UPSTREAM_UNREACHABLE', `The ${network} service could not be reached`)
    }
    return answerFromUpstream(c, { upstream, network, apiKey: target.apiKey })
  })
  return app
}
