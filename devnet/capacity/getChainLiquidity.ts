import type { Context } from 'hono'
import { z } from 'zod'
import type { DescribedResponse } from '../../src/api/description/describedTypes'
import type { DevnetContext } from '../DevnetContext'
import { ServiceError } from '../service/ServiceError'
import { balanceOf, usdOf } from './solverHoldings'

type LiquidityBody = DescribedResponse<'/chains/liquidity', 'get'>

const liquidityQuerySchema = z.object({ chainId: z.coerce.number().int().positive() })

/**
 * `GET /chains/liquidity?chainId` -> `{ liquidity: [...] }`: the solver's balance of each currency the devnet has
 * on the chain, read now, in the smallest unit, with its USD value at the price table quotes use. A chain the devnet
 * lists without running has none (an empty list); the local Solana chain's solver is not listed. 400 for a bad
 * `chainId` or one the devnet neither runs nor lists.
 */
export function getChainLiquidity(
  context: Pick<DevnetContext, 'chains' | 'catalogue' | 'svmChain' | 'solver' | 'pricing'>,
) {
  return async (c: Context): Promise<Response> => {
    const parsed = liquidityQuerySchema.safeParse({ chainId: c.req.query('chainId') })
    if (!parsed.success) throw new ServiceError(400, 'INVALID_INPUT', 'Invalid query: chainId must be a chain id')
    const { chainId } = parsed.data
    const chain = context.chains.find((x) => x.id === chainId)
    if (!chain) {
      if (context.svmChain.id === chainId || context.catalogue.listedOnlyChain(chainId))
        return c.json({ liquidity: [] } satisfies LiquidityBody)
      throw new ServiceError(400, 'UNSUPPORTED_CHAIN', `chainId ${chainId} is not a chain this devnet runs or lists`)
    }
    const liquidity = await Promise.all(
      chain.currencies.map(async (currency) => {
        const balance = await balanceOf(chain.client, currency, context.solver.address)
        return {
          chainId,
          currencyId: currency.key,
          symbol: currency.symbol,
          address: currency.address,
          decimals: currency.decimals,
          balance: balance.toString(),
          amountUsd: usdOf(context, currency, balance),
        }
      }),
    )
    return c.json({ liquidity } satisfies LiquidityBody)
  }
}
