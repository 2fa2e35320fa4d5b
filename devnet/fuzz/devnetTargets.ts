import fc from 'fast-check'
import { zeroAddress } from 'viem'
import type { z } from 'zod'
import { type DevnetManifestFile, REQUESTS_CONTROL_NAMES, REQUESTS_FILTER_NAMES } from '../../src/api/schemas'
import {
  catalogueBodySchema,
  faucetBodySchema,
  faultBodySchema,
  outageBodySchema,
  poolBodySchema,
  pricesBodySchema,
  solverBodySchema,
  timeBodySchema,
} from '../service/admin/adminSchemas'
import { appFeeTargets } from './appFeeTargets'
import type { FuzzRequest, FuzzTarget } from './fuzzAnswer'
import {
  hostileBody,
  hostileJson,
  hostileQuery,
  hostileSegment,
  hostileUrlString,
  percentEncode,
  toJsonText,
} from './hostileArbitraries'
import { quoteNumberTargets } from './quoteNumberTargets'
import { screeningTargets } from './screeningTargets'
import { svmQuoteTargets } from './svmQuoteTargets'

/** Every parameter GET /requests/v3 reads (section 4.1), and some negated `filters` keys. */
export const REQUESTS_QUERY_NAMES: readonly string[] = [
  ...REQUESTS_FILTER_NAMES,
  'not:status',
  'not:user',
  ...REQUESTS_CONTROL_NAMES,
]

export const QUOTE_KEYS = [
  'user',
  'originChainId',
  'destinationChainId',
  'originCurrency',
  'destinationCurrency',
  'amount',
  'tradeType',
  'txs',
  'referrer',
  'recipient',
  'slippageTolerance',
  'refundTo',
  'appFees',
  'recoveryAddress',
  'usePermit',
  'permitExpiry',
  'useDepositAddress',
  'strict',
  'topupGas',
  'topupGasAmount',
  'subsidizeFees',
  'sponsoredFeeComponents',
  'maxSubsidizationAmount',
  'ttl',
  'includedSwapSources',
  'excludedSwapSources',
  'includedOriginSwapSources',
  'includedDestinationSwapSources',
]
const CURRENCIES_KEYS = [
  'defaultList',
  'chainIds',
  'term',
  'address',
  'currencyId',
  'tokens',
  'verified',
  'limit',
  'includeAllChains',
  'useExternalSearch',
  'depositAddressOnly',
]

/** Query values for the listing: hostile text, hostile JSON (for `filters`), base64 of it (for `continuation`). */
const listingValue = fc.oneof(
  { weight: 3, arbitrary: hostileUrlString },
  { weight: 2, arbitrary: hostileJson(REQUESTS_QUERY_NAMES).map(toJsonText) },
  {
    weight: 1,
    arbitrary: fc
      .array(hostileJson(REQUESTS_QUERY_NAMES), { maxLength: 3 })
      .map((groups) => `[${groups.map(toJsonText).join(',')}]`),
  },
  {
    weight: 1,
    arbitrary: hostileJson(['value', 'id', 'v']).map((v) => Buffer.from(toJsonText(v)).toString('base64url')),
  },
)

const get = (path: string, names: readonly string[], value?: fc.Arbitrary<string>): fc.Arbitrary<FuzzRequest> =>
  hostileQuery(names, value).map((query) => ({ method: 'GET', path: query ? `${path}?${query}` : path }))

const post = (
  path: string,
  keys: readonly string[],
  options: { base?: () => Record<string, unknown>; query?: readonly string[]; method?: string } = {},
): fc.Arbitrary<FuzzRequest> =>
  fc
    .tuple(hostileBody(keys, options.base), options.query ? hostileQuery(options.query) : fc.constant(''))
    .map(([body, query]) => ({
      method: options.method ?? 'POST',
      path: query ? `${path}?${query}` : path,
      body,
      headers: { 'content-type': 'application/json' },
    }))

/** True when `body` is JSON the admin schema accepts: sent, it would change the devnet under the other tests. */
const validFor =
  (schema: z.ZodType) =>
  (request: FuzzRequest): boolean => {
    try {
      return schema.safeParse(JSON.parse(request.body || '{}')).success
    } catch {
      return false
    }
  }

/** The devnet's endpoints (createServiceApp.ts, docs/devnet.md), each with the input it reads. */
export function devnetTargets(manifest: DevnetManifestFile): FuzzTarget[] {
  const [A, B] = manifest.chains as [DevnetManifestFile['chains'][number], DevnetManifestFile['chains'][number]]
  const apiKey = manifest.apiKeys[0]!
  const user = manifest.accounts[0]!.address
  const quoteBase = () => ({
    user,
    originChainId: A.id,
    destinationChainId: B.id,
    originCurrency: 'eth',
    destinationCurrency: 'eth',
    amount: '1000000000000000',
    tradeType: 'EXACT_INPUT',
  })
  const chainIds = manifest.chains.map((c) => String(c.id))
  const withKnown = (extra: string[]) => fc.oneof(hostileUrlString, fc.constantFrom(...extra))
  return [
    { name: 'POST /quote/v2', request: post('/quote/v2', QUOTE_KEYS, { base: quoteBase }) },
    { name: 'POST /price', request: post('/price', QUOTE_KEYS, { base: quoteBase }) },
    ...quoteNumberTargets(manifest),
    ...svmQuoteTargets(manifest),
    {
      name: 'GET /intents/status/v3',
      request: get('/intents/status/v3', ['requestId'], withKnown([`0x${'0'.repeat(64)}`])),
    },
    { name: 'GET /intents/status', request: get('/intents/status', ['requestId']) },
    { name: 'GET /requests/v3', request: get('/requests/v3', REQUESTS_QUERY_NAMES, listingValue) },
    {
      name: 'GET /requests/v3 (filters)',
      request: fc
        .tuple(fc.array(hostileJson(REQUESTS_QUERY_NAMES), { maxLength: 4 }), hostileQuery(['limit', 'sortBy']))
        .map(([groups, rest]) => ({
          method: 'GET',
          path: `/requests/v3?filters=${percentEncode(`[${groups.map(toJsonText).join(',')}]`)}${rest ? `&${rest}` : ''}`,
        })),
    },
    { name: 'GET /chains', request: get('/chains', ['includeChains'], withKnown(chainIds)) },
    {
      name: 'GET /config/v2',
      request: get(
        '/config/v2',
        ['originChainId', 'destinationChainId', 'user', 'currency'],
        withKnown([...chainIds, user, 'eth', 'usdc']),
      ),
    },
    { name: 'GET /chains/liquidity', request: get('/chains/liquidity', ['chainId'], withKnown(chainIds)) },
    { name: 'GET /chains/health', request: get('/chains/health', ['chainId'], withKnown(chainIds)) },
    { name: 'GET /swap-sources', request: get('/swap-sources', ['chainId'], withKnown(chainIds)) },
    {
      name: 'POST /currencies/v2',
      request: post('/currencies/v2', CURRENCIES_KEYS, { base: () => ({ defaultList: true, limit: 10 }) }),
    },
    {
      name: 'GET /currencies/token/price',
      request: get('/currencies/token/price', ['address', 'chainId'], withKnown([...chainIds, zeroAddress])),
    },
    {
      name: 'POST /execute/permits',
      request: post('/execute/permits', ['kind', 'requestId', 'api'], {
        base: () => ({ kind: 'eip3009', requestId: `0x${'1'.repeat(64)}`, api: 'bridge' }),
        query: ['signature'],
      }),
    },
    ...appFeeTargets(manifest),
    { name: 'GET /deposit-addresses/v1', request: get('/deposit-addresses/v1', ['address', 'requestId']) },
    {
      name: 'POST /transactions/deposit-address/reindex',
      request: post(
        '/transactions/deposit-address/reindex',
        ['chainId', 'depositAddress', 'address', 'targetChainId', 'currency'],
        { base: () => ({ depositAddress: `0x${'2'.repeat(40)}` }) },
      ),
    },
    ...screeningTargets(manifest),
    { name: 'GET /devnet/manifest', request: get('/devnet/manifest', []) },
    {
      name: 'GET /devnet/requests/:id',
      request: hostileSegment.map((id) => ({ method: 'GET', path: `/devnet/requests/${id}` })),
    },
    {
      name: 'GET /devnet/icons/:file',
      request: hostileSegment.map((file) => ({ method: 'GET', path: `/devnet/icons/${file}.svg` })),
      okTypes: /image\/svg\+xml/,
    },
    // The admin API: bodies that would change the devnet's state for later tests are not sent.
    {
      name: 'POST /devnet/faults',
      request: post('/devnet/faults', ['failReason', 'refundFailReason', 'requestId']),
      skip: validFor(faultBodySchema),
    },
    {
      name: 'POST /devnet/faucet',
      request: post('/devnet/faucet', [
        'address',
        'chainId',
        'ethBalance',
        'usdc',
        'weth',
        'fbtc',
        'flong',
        'meme',
        'plain',
      ]),
      skip: validFor(faucetBodySchema),
    },
    { name: 'POST /devnet/pool', request: post('/devnet/pool', ['chainId', 'price']), skip: validFor(poolBodySchema) },
    {
      name: 'POST /devnet/prices',
      request: post('/devnet/prices', ['eth', 'weth', 'usdc', 'fbtc', 'flong', 'meme', 'plain']),
      skip: validFor(pricesBodySchema),
    },
    { name: 'POST /devnet/time', request: post('/devnet/time', ['seconds']), skip: validFor(timeBodySchema) },
    {
      name: 'POST /devnet/solver',
      request: post('/devnet/solver', [
        'fillDelayMs',
        'requestId',
        'capacityUsd',
        'closedRoutes',
        'unhealthyChains',
        'overlookDepositsFrom',
      ]),
      skip: validFor(solverBodySchema),
    },
    {
      name: 'PUT /devnet/catalogue',
      request: post('/devnet/catalogue', ['chains', 'tokens'], { method: 'PUT' }),
      skip: validFor(catalogueBodySchema),
    },
    {
      name: 'POST /devnet/outage',
      request: post('/devnet/outage', ['seconds', 'paths']),
      skip: validFor(outageBodySchema),
    },
    {
      name: 'GET admin reads',
      request: fc
        .tuple(
          fc.constantFrom(
            '/devnet/faults',
            '/devnet/pools',
            '/devnet/prices',
            '/devnet/solver',
            '/devnet/solver/indexed-blocks',
            '/devnet/catalogue',
            '/devnet/outage',
            '/devnet/screening',
            '/devnet/websocket',
            '/devnet/solana',
            '/devnet/chains/mining',
          ),
          hostileQuery([]),
        )
        .map(([path, query]) => ({ method: 'GET', path: query ? `${path}?${query}` : path })),
    },
    {
      name: '/devnet/sponsors/:apiKey',
      request: fc
        .tuple(
          fc.constantFrom('GET', 'PUT', 'POST'),
          fc.oneof(hostileSegment, fc.constant('fuzz-sponsor')),
          hostileBody(['balanceUsd', 'amountUsd']),
        )
        .map(([method, key, body]) => ({
          method,
          path: method === 'POST' ? `/devnet/sponsors/${key}/fund` : `/devnet/sponsors/${key}`,
          body: method === 'GET' ? undefined : body,
          headers: { 'content-type': 'application/json' },
        })),
    },
    {
      name: '/devnet/webhooks/:apiKey',
      request: fc
        .tuple(
          fc.constantFrom('GET', 'PUT', 'DELETE'),
          fc.oneof(hostileSegment, fc.constant(apiKey)),
          hostileBody(['url', 'enabled', 'headers'], () => ({
            url: 'http://127.0.0.1:9/hook',
            headers: { 'x-a': 'b' },
          })),
        )
        .map(([method, key, body]) => ({
          method,
          path: `/devnet/webhooks/${key}`,
          body: method === 'PUT' ? body : undefined,
          headers: { 'content-type': 'application/json' },
        })),
    },
    {
      name: 'GET /devnet/webhooks/:apiKey/deliveries',
      request: get(`/devnet/webhooks/${apiKey}/deliveries`, ['requestId', 'after', 'limit']),
    },
    {
      name: 'any other path',
      request: fc
        .tuple(
          fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
          fc.array(hostileSegment, { minLength: 1, maxLength: 3 }),
        )
        .map(([method, segments]) => ({ method, path: `/${segments.join('/')}` })),
      okTypes: /./,
    },
  ]
}
