import { queryOptions } from '@tanstack/react-query'
import { getChainHealth } from './getChainHealth'
import { getChainLiquidity } from './getChainLiquidity'
import { getChains } from './getChains'
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

/** How often the chosen chains' own status (`GET /chains`: lagging blocks, a status message) is read again while shown. */
export const CHAIN_STATUS_REFRESH_MS = 15_000

/**
 * `GET /chains?includeChains` for the chosen chains, read again while shown: the catalogue the page loaded once says
 * what was true then, this what is true now (a chain whose blocks stopped since). Disabled without chains.
 */
export function chainStatusQueryOptions(args: { baseUrl: string; chainIds: readonly number[] }) {
  return queryOptions({
    queryKey: ['chain-status', args.baseUrl, args.chainIds] as const,
    queryFn: ({ signal }) => getChains({ baseUrl: args.baseUrl, includeChains: args.chainIds, signal }),
    enabled: args.chainIds.length > 0,
    staleTime: CHAIN_STATUS_REFRESH_MS,
    refetchInterval: CHAIN_STATUS_REFRESH_MS,
    ...queryRetry({ retries: CAPACITY_RETRIES }),
  })
}
