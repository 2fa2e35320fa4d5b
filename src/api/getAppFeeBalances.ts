import { fetchJson } from './fetchJson'
import { type AppFeeBalancesResponse, appFeeBalancesResponseSchema } from './schemas/appFees'

/**
 * `GET /app-fees/{wallet}/balances`: what `wallet` has earned in app fees and
 * can claim, per chain and currency, with the USD totals.
 *
 * @throws {ApiError} for a refusal, an unreachable service or an answer Ferry cannot read.
 */
export function getAppFeeBalances(args: {
  baseUrl: string
  wallet: string
  signal?: AbortSignal
}): Promise<AppFeeBalancesResponse> {
  return fetchJson({
    baseUrl: args.baseUrl,
    path: `/app-fees/${args.wallet}/balances`,
    schema: appFeeBalancesResponseSchema,
    signal: args.signal,
  })
}
