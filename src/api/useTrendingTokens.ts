import { useQuery } from '@tanstack/react-query'
import { trendingTokensQueryOptions } from './catalogueQueryOptions'
import type { CurrenciesResponse } from './schemas/catalogue'

const NONE: CurrenciesResponse = []

/**
 * The tokens trending on a picker's chain (`GET /currencies/trending`), asked only once the picker is open
 * (`enabled`), so the form's first paint and a closed picker cost nothing; none while loading or when it fails.
 * `answered`: the service has answered (so an empty list means nothing is trending, not "still asking").
 */
export function useTrendingTokens(args: { baseUrl: string; chainId: number; enabled: boolean }): {
  tokens: CurrenciesResponse
  answered: boolean
} {
  const trending = useQuery({
    ...trendingTokensQueryOptions({ baseUrl: args.baseUrl, chainId: args.chainId }),
    enabled: args.enabled && args.baseUrl !== '',
  })
  return { tokens: trending.data ?? NONE, answered: trending.isSuccess }
}
