import fc from 'fast-check'
import type { DevnetManifestFile } from '../../src/api/schemas'
import type { FuzzTarget } from './fuzzAnswer'
import { hostileBody, hostileQuery, hostileSegment, hostileUrlString } from './hostileArbitraries'

/** Every parameter GET /requests/v2 reads (the public API description's). */
const REQUESTS_V2_QUERY_NAMES = [
  'limit',
  'continuation',
  'user',
  'hash',
  'originChainId',
  'destinationChainId',
  'privateChainsToInclude',
  'id',
  'orderId',
  'includeOrderData',
  'startTimestamp',
  'endTimestamp',
  'startBlock',
  'endBlock',
  'chainId',
  'referrer',
  'depositAddress',
  'includeChildRequests',
  'includeAuthenticatedData',
  'status',
  'apiKey',
  'sortBy',
  'sortDirection',
] as const

/** The endpoints the official swap widget calls beyond Ferry's (docs/devnet.md, "The official swap widget"). */
export function officialKitTargets(manifest: DevnetManifestFile): FuzzTarget[] {
  const chainIds = manifest.chains.map((c) => String(c.id))
  const withKnown = (extra: string[]) => fc.oneof(hostileUrlString, fc.constantFrom(...extra))
  const get = (path: string, names: readonly string[], value?: fc.Arbitrary<string>) =>
    hostileQuery(names, value).map((query) => ({ method: 'GET', path: query ? `${path}?${query}` : path }))
  return [
    { name: 'GET /requests/v2', request: get('/requests/v2', REQUESTS_V2_QUERY_NAMES, withKnown(chainIds)) },
    {
      name: 'POST /transactions/index',
      request: hostileBody(['txHash', 'chainId', 'requestId', 'referrer'], () => ({
        txHash: `0x${'3'.repeat(64)}`,
        chainId: chainIds[0],
      })).map((body) => ({
        method: 'POST',
        path: '/transactions/index',
        body,
        headers: { 'content-type': 'application/json' },
      })),
    },
    {
      name: 'GET /currencies/trending',
      request: get('/currencies/trending', ['chainId', 'sortBy', 'limit', 'referrer'], withKnown(chainIds)),
    },
    {
      name: 'GET /icons/square/:chainId/:variant',
      request: fc
        .tuple(
          fc.oneof(hostileSegment, fc.constantFrom(...chainIds)),
          fc.oneof(hostileSegment, fc.constant('light.png')),
        )
        .map(([chainId, variant]) => ({ method: 'GET', path: `/icons/square/${chainId}/${variant}` })),
      okTypes: /image\/svg\+xml/,
    },
  ]
}
