import { useQuery } from '@tanstack/react-query'
import { chainLiquidityQueryOptions, routeConfigQueryOptions } from '../../api/capacityQueryOptions'
import type { Token } from '../../config/token'
import { configCurrency, type RouteLimit, routeLimit } from './routeLimit'

/**
 * What the service says of the chosen route before any quote (`GET /config/v2`, and for a bridge `GET
 * /chains/liquidity` of the destination), read again every 30 s while shown: closed, or the most it takes now.
 * Advice: while it is unknown, or when the service does not answer, the form goes on and the quote decides.
 */
export function useRouteLimit(args: {
  baseUrl: string
  originChainId: number
  destinationChainId: number
  origin: Token | undefined
  destination: Token | undefined
  /** The sender on an EVM origin (whose balance the config bounds the most by); none before a wallet. */
  user: string | undefined
}): RouteLimit | undefined {
  const { origin, destination } = args
  const crossChain = args.originChainId !== args.destinationChainId && origin && destination
  const currency = configCurrency(origin, destination)
  const config = useQuery(
    routeConfigQueryOptions({
      baseUrl: args.baseUrl,
      query: crossChain
        ? {
            originChainId: args.originChainId,
            destinationChainId: args.destinationChainId,
            user: args.user,
            currency,
          }
        : undefined,
    }),
  )
  const liquidity = useQuery(
    chainLiquidityQueryOptions({
      baseUrl: args.baseUrl,
      chainId: crossChain && currency ? args.destinationChainId : undefined,
    }),
  )
  if (!crossChain) return undefined
  return routeLimit({ config: config.data, liquidity: liquidity.data, origin, destination })
}
