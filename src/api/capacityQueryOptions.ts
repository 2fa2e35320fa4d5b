import { queryOptions } from '@tanstack/react-query'
import { getChainHealth } from './getChainHealth'
import { getChainLiquidity } from './getChainLiquidity'
import { getRouteConfig, type RouteConfigQuery } from './getRouteConfig'
import { queryRetry } from './queryRetry'

/** How long a route's capacity is taken as it was read ("right now"): it is read again after this, while shown. */
export const CAPACITY_STALE_MS = 30_000
/** Capacity is advice before a quote: one more try, then the form goes on without it (the quote still decides). */
const CAPACITY_RETRIES = 1

/** `GET /config/v2` for a route (and a person and currency, when known); disabled without a route. */
export function routeConfigQueryOptions(args: { baseUrl: string; query: RouteConfigQuery | undefined }) {
  return queryOptions({
    queryKey: ['route-config', args.baseUrl, args.query] as const,
    queryFn: ({ signal }) => getRouteConfig({ baseUrl: args.baseUrl, query: args.query!, signal }),
    enabled: args.query !== undefined,
    staleTime: CAPACITY_STALE_MS,
    refetchInterval: CAPACITY_STALE_MS,
    ...queryRetry({ retries: CAPACITY_RETRIES }),
  })
}

/** `GET /chains/liquidity` for a chain; disabled without one. */
export function chainLiquidityQueryOptions(args: { baseUrl: string; chainId: number | undefined }) {
  return queryOptions({
    queryKey: ['chain-liquidity', args.baseUrl, args.chainId] as const,
    queryFn: ({ signal }) => getChainLiquidity({ baseUrl: args.baseUrl, chainId: args.chainId!, signal }),
    enabled: args.chainId !== undefined,
    staleTime: CAPACITY_STALE_MS,
    refetchInterval: CAPACITY_STALE_MS,
    ...queryRetry({ retries: CAPACITY_RETRIES }),
  })
}

/** `GET /chains/health` for a chain; disabled without one. */
export function chainHealthQueryOptions(args: { baseUrl: string; chainId: number | undefined }) {
  return queryOptions({
    queryKey: ['chain-health', args.baseUrl, args.chainId] as const,
    queryFn: ({ signal }) => getChainHealth({ baseUrl: args.baseUrl, chainId: args.chainId!, signal }),
    enabled: args.chainId !== undefined,
    staleTime: CAPACITY_STALE_MS,
    refetchInterval: CAPACITY_STALE_MS,
    ...queryRetry({ retries: CAPACITY_RETRIES }),
  })
}
