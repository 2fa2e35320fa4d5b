import fc from 'fast-check'
import type { DevnetManifestFile } from '../../src/api/schemas'
import { screeningBodySchema } from '../service/admin/adminSchemas'
import type { FuzzTarget } from './fuzzAnswer'
import { hostileBody, hostileSegment } from './hostileArbitraries'

/**
 * The screening endpoints (screeningRoutes.ts) and their admin list, and the keyed POST /fast-fill: hostile addresses
 * in the path, hostile bodies with and without a key. A body valid enough to set the list would flag addresses for the other tests: never
 * sent.
 */
export function screeningTargets(manifest: DevnetManifestFile): FuzzTarget[] {
  const apiKey = manifest.apiKeys[0]!
  const address = manifest.accounts[0]!.address
  return [
    {
      name: 'GET /sanctioned/:address',
      request: fc
        .oneof(hostileSegment, fc.constant(address))
        .map((segment) => ({ method: 'GET', path: `/sanctioned/${segment}` })),
    },
    {
      name: 'POST /wallets/screen',
      request: fc
        .tuple(
          hostileBody(['wallets', 'address', 'chainId'], () => ({ wallets: [{ address, chainId: '31337' }] })),
          fc.constantFrom(apiKey, 'not-a-key', undefined),
        )
        .map(([body, key]) => ({
          method: 'POST',
          path: '/wallets/screen',
          body,
          headers: { 'content-type': 'application/json', ...(key ? { 'x-api-key': key } : {}) },
        })),
    },
    {
      // Keys no test funds (no app balance: a request it names is never fast-filled), and none.
      name: 'POST /fast-fill',
      request: fc
        .tuple(
          hostileBody(['requestId', 'maxFillAmountUsd', 'solverInputCurrencyAmount'], () => ({
            requestId: `0x${'ab'.repeat(32)}`,
            maxFillAmountUsd: 1,
          })),
          fc.constantFrom('fuzz-fast-fill-key', undefined),
        )
        .map(([body, key]) => ({
          method: 'POST',
          path: '/fast-fill',
          body,
          headers: { 'content-type': 'application/json', ...(key ? { 'x-api-key': key } : {}) },
        })),
    },
    {
      name: 'PUT /devnet/screening',
      request: hostileBody(['addresses']).map((body) => ({
        method: 'PUT',
        path: '/devnet/screening',
        body,
        headers: { 'content-type': 'application/json' },
      })),
      skip: (request) => {
        try {
          return screeningBodySchema.safeParse(JSON.parse(request.body || '{}')).success
        } catch {
          return false
        }
      },
    },
  ]
}
