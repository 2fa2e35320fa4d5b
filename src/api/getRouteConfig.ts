import { fetchJson } from './fetchJson'
import { type RouteConfig, routeConfigResponseSchema } from './schemas/capacity'

/** What `GET /config/v2` is asked: the route, and optionally whose balance and which currency (an id: `eth`, `usdc`). */
export type RouteConfigQuery = {
  originChainId: number
  destinationChainId: number
  user?: string
  currency?: string
}

/** `GET /config/v2`: whether the route is open now and the most one request moves on it. */
export function getRouteConfig(args: {
  baseUrl: string
  query: RouteConfigQuery
  signal?: AbortSignal
}): Promise<RouteConfig> {
  const { originChainId, destinationChainId, user, currency } = args.query
  const query = new URLSearchParams({
    originChainId: String(originChainId),
    destinationChainId: String(destinationChainId),
  })
  if (user) query.set('user', user)
  if (currency) query.set('currency', currency)
  return fetchJson({
    baseUrl: args.baseUrl,
    path: `/config/v2?${query}`,
    schema: routeConfigResponseSchema,
    signal: args.signal,
  })
}
