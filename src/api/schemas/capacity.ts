import * as z from 'zod/mini'
import { uintValue } from './primitives'
import { optionalFlag, optionalNumber, optionalText, tolerantList, tolerantPart } from './tolerant'

/** An amount in the smallest unit Ferry can do without: unreadable, it is left out (with a warning). */
const amount = (what: string) => tolerantPart(uintValue, what)

/**
 * `GET /config/v2?originChainId&destinationChainId&user&currency`: whether the route is open and how much it takes
 * now. Ferry reads `enabled`, the user's `maxBridgeAmount` and the solver's `capacityPerRequest` (smallest units of
 * the currency asked for); `fee`, balances and `supportsExternalLiquidity` pass unread.
 */
export const routeConfigResponseSchema = z.looseObject({
  enabled: optionalFlag,
  user: tolerantPart(
    z.looseObject({ maxBridgeAmount: amount('config user.maxBridgeAmount') }),
    'the user part of GET /config/v2',
  ),
  solver: tolerantPart(
    z.looseObject({ capacityPerRequest: amount('config solver.capacityPerRequest') }),
    'the solver part of GET /config/v2',
  ),
})
export type RouteConfig = z.output<typeof routeConfigResponseSchema>

/** One currency the solver holds on a chain, as `GET /chains/liquidity` lists it: its address and balance are read. */
export const chainLiquidityEntrySchema = z.looseObject({
  address: z.string(),
  balance: uintValue,
  symbol: optionalText,
  decimals: optionalNumber,
})

/** `GET /chains/liquidity?chainId` -> `{ liquidity: [...] }`: an entry Ferry cannot read is left out, never the list. */
export const chainLiquidityResponseSchema = z.looseObject({
  liquidity: tolerantList(chainLiquidityEntrySchema, 'an entry of GET /chains/liquidity'),
})
export type ChainLiquidity = z.output<typeof chainLiquidityResponseSchema>

/** `GET /chains/health?chainId` -> `{ healthy }`: only `false` says a chain does not work normally; anything else says nothing. */
export const chainHealthResponseSchema = z.looseObject({ healthy: optionalFlag })
export type ChainHealth = z.output<typeof chainHealthResponseSchema>
