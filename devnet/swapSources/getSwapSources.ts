import type { Context } from 'hono'
import { z } from 'zod'
import type { DescribedResponse } from '../../src/api/description/describedTypes'
import type { DevnetContext } from '../DevnetContext'
import { ServiceError } from '../service/ServiceError'
import { swapSourceOf } from './swapSourceOf'

type SwapSourcesBody = DescribedResponse<'/swap-sources', 'get'>

const querySchema = z.object({ chainId: z.coerce.number().int().positive().optional() })

/**
 * `GET /swap-sources?chainId` -> `{ sources }`: the devnet's pools by name (`swapSourceOf`), of one chain or of all.
 * The Solana chain swaps at the price table's rate (no pools): none. 400 for a bad `chainId` or one the devnet does
 * not run.
 */
export function getSwapSources(context: Pick<DevnetContext, 'chains' | 'svmChain'>) {
  return (c: Context): Response => {
    const parsed = querySchema.safeParse({ chainId: c.req.query('chainId') || undefined })
    if (!parsed.success) throw new ServiceError(400, 'INVALID_INPUT', 'Invalid query: chainId must be a chain id')
    const { chainId } = parsed.data
    if (chainId === context.svmChain.id) return c.json({ sources: [] } satisfies SwapSourcesBody)
    const chains = chainId === undefined ? context.chains : context.chains.filter((chain) => chain.id === chainId)
    if (chains.length === 0)
      throw new ServiceError(400, 'UNSUPPORTED_CHAIN', `chainId ${chainId} is not a chain this devnet runs`)
    const sources = [...new Set(chains.flatMap((chain) => chain.pools.map(swapSourceOf)))]
    return c.json({ sources } satisfies SwapSourcesBody)
  }
}
