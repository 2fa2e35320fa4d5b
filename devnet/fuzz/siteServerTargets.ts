import fc from 'fast-check'
import { PROXY_ALLOW_LIST } from '../../server/proxyRoutes'
import { QUOTE_KEYS, REQUESTS_QUERY_NAMES } from './devnetTargets'
import type { FuzzRequest, FuzzTarget } from './fuzzAnswer'
import { hostileBody, hostileJson, hostileQuery, hostileSegment, hostileString, toJsonText } from './hostileArbitraries'

/** How many properties siteServerTargets makes (the run count is shared out before the targets exist). */

/**
 * A hostile path segment that stays a segment: a dot segment (`..`, `%2e%2e`, ...) is resolved by the client before
 * the request leaves (WHATWG URL), so `/api/../` is a request for `/`, the page, not one the proxy ever sees.
 */
const pathSegment = hostileSegment.filter((segment) => !/^(\.|%2e){1,2}$/i.test(segment))
export const SITE_SERVER_PROPERTIES = 8

/**
 * Answers the fake upstream (testnet) gives, chosen by the request's
 * `accept-language` (which the proxy passes on): what a misbehaving service
 * or a proxy in front of it may send.
 */
export const FAKE_UPSTREAM_ANSWERS: { status: number; body: unknown; headers?: Record<string, string> }[] = [
  { status: 200, body: { ok: true } },
  { status: 200, body: 'not json <html>' },
  { status: 204, body: '' },
  { status: 302, body: '', headers: { location: 'http://127.0.0.1:9/elsewhere' } },
  { status: 400, body: 'Bad <b>request</b>' },
  { status: 404, body: { message: 'nope', errorCode: 'NOT_FOUND' } },
  { status: 429, body: 'Too many requests' },
  { status: 503, body: { message: 'down', errorCode: 'SERVICE_UNAVAILABLE' } },
  { status: 502, body: '' },
  { status: 200, body: '[1,2' },
  { status: 201, body: [] },
]

/** The signing of section 6.1, given by the test (it holds the key). */
export type SignWebhook = (body: string) => Record<string, string>

const webhookBase = () => ({
  event: 'request.status.updated',
  timestamp: Date.now(),
  data: {
    status: 'pending',
    inTxHashes: [],
    txHashes: [],
    updatedAt: Date.now(),
    originChainId: 1,
    destinationChainId: 2,
    requestId: `0x${'3'.repeat(64)}`,
    failReason: 'N/A',
    refundFailReason: 'N/A',
  },
})

/**
 * The site server's routes (createSiteServer.ts): the proxy to the real
 * devnet (`local`) and to a fake upstream (`testnet`), the webhook receiver
 * (unsigned and signed hostile bodies), the event stream, static files.
 */
export function siteServerTargets(sign: SignWebhook): FuzzTarget[] {
  const paths = Object.entries(PROXY_ALLOW_LIST)
  const gets = paths.filter(([, p]) => p.method === 'GET')
  const posts = paths.filter(([, p]) => p.method === 'POST')
  const queryNames = (path: string, allowed: readonly string[]) => [
    ...allowed,
    'apiKey',
    'includeAuthenticatedData',
    ...(path === '/requests/v3' ? REQUESTS_QUERY_NAMES : []),
  ]
  const targets: FuzzTarget[] = [
    {
      name: 'proxy GET /api/local/* (real devnet)',
      request: fc
        .constantFrom(...gets)
        .chain(([path, p]) =>
          hostileQuery(queryNames(path, p.query)).map((q) => ({ method: 'GET', path: `/api/local${path}?${q}` })),
        ),
    },
    {
      name: 'proxy POST /api/local/* (real devnet)',
      request: fc.constantFrom(...posts).chain(([path, p]) =>
        fc.tuple(hostileBody(QUOTE_KEYS), hostileQuery(queryNames(path, p.query))).map(([body, q]) => ({
          method: 'POST',
          path: `/api/local${path}?${q}`,
          body,
          headers: { 'content-type': 'application/json' },
        })),
      ),
    },
    {
      name: 'proxy: any method, network and path',
      request: fc
        .tuple(
          fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
          fc.oneof(fc.constantFrom('local', 'testnet', 'mainnet'), pathSegment),
          fc.array(pathSegment, { maxLength: 3 }),
        )
        .map(([method, network, segments]) => ({ method, path: `/api/${network}/${segments.join('/')}` })),
    },
    {
      name: 'proxy to a misbehaving upstream (testnet)',
      request: fc
        .tuple(fc.constantFrom(...paths), fc.nat(FAKE_UPSTREAM_ANSWERS.length - 1), hostileString, hostileQuery([]))
        .map(([[path, p], answer, body, q]) => ({
          method: p.method,
          path: `/api/testnet${path}?${p.method === 'POST' ? '' : q}`,
          body: p.method === 'POST' ? (p.quoteBody ? '{}' : body) : undefined,
          headers: { 'accept-language': String(answer), 'content-type': 'application/json' },
        })),
      // The upstream's own 5xx, passed on or turned into a 502: a dependency down, not the proxy failing.
      allowedServerErrors: [502, 503],
    },
    {
      name: 'POST /webhooks[/<network>] unsigned or forged',
      request: fc
        .tuple(
          fc.oneof(
            fc.constantFrom('', '/local', '/testnet', '/mainnet'),
            hostileSegment.map((s) => `/${s}`),
          ),
          hostileBody(['event', 'timestamp', 'data'], webhookBase),
          hostileString,
          hostileString,
        )
        .map(([network, body, timestamp, signature]) => ({
          method: 'POST',
          path: `/webhooks${network}`,
          body,
          headers: {
            'content-type': 'application/json',
            'x-signature-timestamp': headerSafe(timestamp),
            'x-signature-sha256': headerSafe(signature),
          },
        })),
    },
    {
      name: 'POST /webhooks signed, hostile payload',
      request: fc
        .oneof(
          hostileBody(['event', 'timestamp', 'data'], webhookBase),
          fc
            .array(fc.tuple(fc.constantFrom(...Object.keys(webhookBase().data)), hostileJson()), {
              minLength: 1,
              maxLength: 3,
            })
            .map((changes) => {
              const base = webhookBase()
              const data = Object.entries(base.data).filter(([k]) => !changes.some(([c]) => c === k))
              const fields = [
                ...data.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`),
                ...changes.map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`),
              ]
              return `{"event":"request.status.updated","timestamp":${base.timestamp},"data":{${fields.join(',')}}}`
            }),
        )
        .map((body) => ({ method: 'POST', path: '/webhooks', body, headers: sign(body) })),
    },
    {
      name: 'GET /api/events',
      request: fc.tuple(hostileQuery(['network', 'lastEventId']), fc.option(hostileString)).map(([q, lastId]) => ({
        method: 'GET',
        path: `/api/events?${q}`,
        headers: lastId === null ? undefined : { 'last-event-id': headerSafe(lastId) },
      })),
      okTypes: /text\/event-stream/,
    },
    {
      name: 'static files and other paths',
      request: fc
        .tuple(fc.constantFrom('GET', 'HEAD', 'POST', 'DELETE'), fc.array(hostileSegment, { maxLength: 4 }))
        .map(([method, segments]) => ({ method, path: `/${segments.join('/')}` })),
      okTypes: /./,
    },
  ]
  if (targets.length !== SITE_SERVER_PROPERTIES) throw new Error('update SITE_SERVER_PROPERTIES')
  return targets
}

/** A header value fetch accepts (Latin-1, no CR/LF/NUL); the fuzzing is in what the value says. */
function headerSafe(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').trim()
}

export type { FuzzRequest }
