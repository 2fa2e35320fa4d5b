import type { Context } from 'hono'
import { type Address, getAddress, isAddress } from 'viem'
import { z } from 'zod'
import type { DescribedResponse } from '../../src/api/description/describedTypes'
import type { DevnetChain, DevnetContext } from '../DevnetContext'
import { ServiceError } from '../service/ServiceError'
import { routeKey } from '../solver/SolverControl'
import { balanceOf, fillCapacity, least } from './solverHoldings'

type RouteConfigBody = DescribedResponse<'/config/v2', 'get'>

const configQuerySchema = z.object({
  originChainId: z.coerce.number().int().positive(),
  destinationChainId: z.coerce.number().int().positive(),
  user: z.string().max(100).optional(),
  currency: z
    .string()
    .regex(/^[a-z0-9.-]{1,40}$/, 'must be a currency id (eth, usdc, ...)')
    .optional(),
})

/**
 * `GET /config/v2?originChainId&destinationChainId&user&currency`: whether the route is open and the most one
 * request moves now, from the chains. `currency` is a currency id (`eth`, `weth`, `usdc`, ...; the destination's
 * native one when absent). `enabled` is false for a route the admin closed (`POST /devnet/solver` `closedRoutes`),
 * a chain the catalogue lists but the devnet does not run, or a currency one side lacks. `solver.balance` is the
 * solver's on the destination and `capacityPerRequest` the least of what it may spend and its USD capacity per fill
 * (what a quote checks); with `user`, `user.balance` is theirs on the origin and `maxBridgeAmount` the least of it and
 * the capacity. A route touching the local Solana chain answers `enabled` only. 400 for a bad query or a chain the
 * devnet neither runs nor lists.
 */
export function getRouteConfig(
  context: Pick<DevnetContext, 'chains' | 'catalogue' | 'svmChain' | 'solver' | 'control' | 'pricing'>,
) {
  return async (c: Context): Promise<Response> => {
    const parsed = configQuerySchema.safeParse({
      originChainId: c.req.query('originChainId'),
      destinationChainId: c.req.query('destinationChainId'),
      user: c.req.query('user') || undefined,
      currency: c.req.query('currency') || undefined,
    })
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
      throw new ServiceError(400, 'INVALID_INPUT', `Invalid query: ${issues.join('; ')}`)
    }
    const query = parsed.data
    const origin = chainOf(context, query.originChainId, 'originChainId')
    const destination = chainOf(context, query.destinationChainId, 'destinationChainId')
    const user = query.user === undefined ? undefined : userAddress(query.user)
    const closed = context.control.closedRoutes.has(routeKey(query.originChainId, query.destinationChainId))
    const disabled: RouteConfigBody = { enabled: false, supportsExternalLiquidity: false }
    if (closed || origin === 'listed' || destination === 'listed') return c.json(disabled)
    if (origin === 'svm' || destination === 'svm') return c.json({ enabled: true, supportsExternalLiquidity: false })
    const key = query.currency ?? destination.currencies.find((x) => x.isNative)?.key
    const spend = destination.currencies.find((x) => x.key === key)
    const pay = origin.currencies.find((x) => x.key === key)
    if (!spend || !pay) return c.json(disabled)
    const [capacity, userBalance] = await Promise.all([
      fillCapacity(context, destination, spend),
      user ? balanceOf(origin.client, pay, user) : undefined,
    ])
    const body: RouteConfigBody = {
      enabled: true,
      ...(userBalance === undefined
        ? {}
        : {
            user: {
              balance: userBalance.toString(),
              maxBridgeAmount: least(userBalance, capacity.perRequest).toString(),
            },
          }),
      solver: {
        address: context.solver.address,
        balance: capacity.balance.toString(),
        capacityPerRequest: capacity.perRequest.toString(),
      },
      supportsExternalLiquidity: false,
    }
    return c.json(body)
  }
}

/** A chain the devnet runs, `svm` for its Solana chain, `listed` for one it lists without running; else a 400. */
function chainOf(
  context: Pick<DevnetContext, 'chains' | 'catalogue' | 'svmChain'>,
  id: number,
  field: string,
): DevnetChain | 'svm' | 'listed' {
  const chain = context.chains.find((x) => x.id === id)
  if (chain) return chain
  if (context.svmChain.id === id) return 'svm'
  if (context.catalogue.listedOnlyChain(id)) return 'listed'
  throw new ServiceError(400, 'UNSUPPORTED_CHAIN', `${field} ${id} is not a chain this devnet runs or lists`, {
    field,
  })
}

function userAddress(value: string): Address {
  if (!isAddress(value, { strict: false }))
    throw new ServiceError(400, 'INVALID_INPUT', `user must be a 0x-prefixed 20-byte address, got "${value}"`, {
      field: 'user',
    })
  return getAddress(value)
}
