import { queryOptions } from '@tanstack/react-query'
import { getAppFeeBalances } from '../../api/getAppFeeBalances'
import { queryRetry } from '../../api/queryRetry'
import { earningsQueryKey } from './earningsQueryKey'

/** The fee wallet's balances; a refused or unreadable answer is not asked again, an outage is. */
export function balancesQueryOptions(args: { baseUrl: string; wallet: string }) {
  return queryOptions({
    queryKey: [...earningsQueryKey(args), 'balances'] as const,
    queryFn: ({ signal }) => getAppFeeBalances({ baseUrl: args.baseUrl, wallet: args.wallet, signal }),
    ...queryRetry({ retries: 2 }),
  })
}
