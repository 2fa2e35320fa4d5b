import { fetchJson } from './fetchJson'
import { type DepositAddressReindexAnswer, depositAddressReindexResponseSchema } from './schemas/depositAddresses'

/**
 * `POST /transactions/deposit-address/reindex` `{ chainId, depositAddress }`: asks the service to look at a deposit
 * address again (its balances on `chainId`) and to take up what it finds there. 404: not a deposit address it knows
 * on that chain.
 *
 * @throws {ApiError} when the service refuses or cannot be reached.
 */
export function postDepositAddressReindex(args: {
  baseUrl: string
  chainId: number
  depositAddress: string
  signal?: AbortSignal
}): Promise<DepositAddressReindexAnswer> {
  return fetchJson({
    baseUrl: args.baseUrl,
    path: '/transactions/deposit-address/reindex',
    method: 'POST',
    body: { chainId: args.chainId, depositAddress: args.depositAddress },
    schema: depositAddressReindexResponseSchema,
    signal: args.signal,
  })
}
