import fc from 'fast-check'
import { zeroAddress } from 'viem'
import type { DevnetManifestFile } from '../../src/api/schemas'
import type { FuzzTarget } from './fuzzAnswer'
import { hostileBody, hostileQuery, hostileSegment } from './hostileArbitraries'

const CLAIM_KEYS = ['chainId', 'currency', 'amount', 'recipient']
const CLAIM_POST_KEYS = ['id', 'wallet', 'recipient', 'chainId', 'currency', 'amount', 'deadline']

/**
 * The app fee endpoints (devnet/appFees): a hostile wallet segment or a real
 * one, hostile bodies around a well-formed claim, hostile listing queries. No
 * request can move a balance: a claim is only taken with its wallet's signature.
 */
export function appFeeTargets(manifest: DevnetManifestFile): FuzzTarget[] {
  const chainId = manifest.chains[0]!.id
  const user = manifest.accounts[0]!.address
  const wallet = fc.oneof(hostileSegment, fc.constant(user))
  const json = { 'content-type': 'application/json' }
  return [
    {
      name: 'GET /app-fees/:wallet/balances',
      request: fc
        .tuple(wallet, hostileQuery([]))
        .map(([w, query]) => ({ method: 'GET', path: `/app-fees/${w}/balances${query ? `?${query}` : ''}` })),
    },
    {
      name: 'POST /app-fees/:wallet/claim',
      request: fc
        .tuple(
          wallet,
          hostileBody(CLAIM_KEYS, () => ({ chainId, currency: zeroAddress, recipient: user })),
        )
        .map(([w, body]) => ({ method: 'POST', path: `/app-fees/${w}/claim`, body, headers: json })),
    },
    {
      name: 'GET /app-fees/:wallet/claims',
      request: fc
        .tuple(wallet, hostileQuery(['limit', 'continuation']))
        .map(([w, query]) => ({ method: 'GET', path: `/app-fees/${w}/claims${query ? `?${query}` : ''}` })),
    },
    {
      name: 'POST /execute/app-fee-claims',
      request: fc
        .tuple(
          hostileBody(CLAIM_POST_KEYS, () => ({
            id: `0x${'1'.repeat(64)}`,
            wallet: user,
            recipient: user,
            chainId,
            currency: zeroAddress,
            amount: '1',
            deadline: '99999999999',
          })),
          hostileQuery(['signature']),
        )
        .map(([body, query]) => ({
          method: 'POST',
          path: `/execute/app-fee-claims${query ? `?${query}` : ''}`,
          body,
          headers: json,
        })),
    },
  ]
}
