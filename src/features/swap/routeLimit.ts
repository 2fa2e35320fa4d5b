import type { ChainLiquidity, RouteConfig } from '../../api/schemas/capacity'
import type { Token } from '../../config/token'
import { addressKey } from '../../lib/addressKey'

/** What the service says of a route before any quote: closed, or the most one transfer pays in (origin units). */
export type RouteLimit = { kind: 'closed' } | { kind: 'upTo'; max: bigint }

/**
 * The currency id `GET /config/v2` is asked about: the token's symbol (`eth`, `usdc`) when both sides are the same
 * currency (a bridge, the route the config describes); undefined for a swap, whose config says only whether the
 * route is open.
 */
export function configCurrency(
  origin: Pick<Token, 'symbol'> | undefined,
  destination: Pick<Token, 'symbol'> | undefined,
): string | undefined {
  if (!origin || !destination) return undefined
  const symbol = origin.symbol.toLowerCase()
  return symbol === destination.symbol.toLowerCase() ? symbol : undefined
}

/** `amount` in `from` decimals as `to` decimals, rounded down (what fits). */
function rescale(amount: bigint, from: number, to: number): bigint {
  return to >= from ? amount * 10n ** BigInt(to - from) : amount / 10n ** BigInt(from - to)
}

/**
 * The route's limit from `GET /config/v2` and `GET /chains/liquidity`: closed when the config says `enabled:
 * false`; for a bridge, the least of the person's `maxBridgeAmount` (origin units), the solver's
 * `capacityPerRequest` and its balance of the destination token (destination units); undefined when the service
 * said nothing Ferry can use (then the quote alone decides).
 */
export function routeLimit(args: {
  config: RouteConfig | undefined
  liquidity: ChainLiquidity | undefined
  origin: Pick<Token, 'decimals' | 'symbol'> | undefined
  destination: Pick<Token, 'address' | 'decimals' | 'symbol'> | undefined
}): RouteLimit | undefined {
  const { config, origin, destination } = args
  if (config?.enabled === false) return { kind: 'closed' }
  if (!origin || !destination || configCurrency(origin, destination) === undefined) return undefined
  const held = args.liquidity?.liquidity.find((e) => addressKey(e.address) === addressKey(destination.address))
  const toOrigin = (amount: bigint | undefined) =>
    amount === undefined ? undefined : rescale(amount, destination.decimals, origin.decimals)
  const bounds = [
    config?.user?.maxBridgeAmount,
    toOrigin(config?.solver?.capacityPerRequest),
    toOrigin(held?.balance),
  ].filter((x): x is bigint => x !== undefined)
  if (bounds.length === 0) return undefined
  // Amounts are bigints (Math.min takes numbers): sorted, the first is the least.
  return { kind: 'upTo', max: bounds.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))[0]! }
}
