import type { Context } from 'hono'
import { z } from 'zod'
import type { DescribedResponse } from '../../src/api/description/describedTypes'
import type { DevnetChain, DevnetContext } from '../DevnetContext'
import { ServiceError } from '../service/ServiceError'

type HealthBody = DescribedResponse<'/chains/health', 'get'>

/** How long a chain's node is given to answer before it is called unhealthy. */
export const HEALTH_PROBE_MS = 2_000

const healthQuerySchema = z.object({ chainId: z.coerce.number().int().positive().optional() })

/**
 * `GET /chains/health?chainId` -> `{ healthy }`: false when the chain's node does not answer within
 * `HEALTH_PROBE_MS` (a stopped anvil), when the admin calls it unhealthy (`POST /devnet/solver` `unhealthyChains`:
 * a lagging chain), when its blocks stopped (`laggingChains`), or for a chain the catalogue lists without running (the maintenance chain). Without `chainId`,
 * whether every running chain is. 400 for a bad `chainId` or one the devnet neither runs nor lists.
 */
export function getChainHealth(
  context: Pick<DevnetContext, 'chains' | 'catalogue' | 'svmChain' | 'control'>,
  lagging: () => Promise<Set<number>>,
) {
  return async (c: Context): Promise<Response> => {
    const parsed = healthQuerySchema.safeParse({ chainId: c.req.query('chainId') || undefined })
    if (!parsed.success) throw new ServiceError(400, 'INVALID_INPUT', 'Invalid query: chainId must be a chain id')
    const { chainId } = parsed.data
    const stopped = await lagging()
    const unhealthy = new Set([...context.control.unhealthyChains, ...stopped])
    if (chainId === undefined) {
      const all = await Promise.all(context.chains.map((chain) => answers(chain)))
      return c.json({ healthy: all.every(Boolean) && unhealthy.size === 0 } satisfies HealthBody)
    }
    const chain = context.chains.find((x) => x.id === chainId)
    if (chain) return c.json({ healthy: !unhealthy.has(chainId) && (await answers(chain)) } satisfies HealthBody)
    if (context.svmChain.id === chainId) return c.json({ healthy: !unhealthy.has(chainId) } satisfies HealthBody)
    if (context.catalogue.listedOnlyChain(chainId)) return c.json({ healthy: false } satisfies HealthBody)
    throw new ServiceError(400, 'UNSUPPORTED_CHAIN', `chainId ${chainId} is not a chain this devnet runs or lists`)
  }
}

/** Whether the chain's node gives its block number within `HEALTH_PROBE_MS`. */
async function answers(chain: DevnetChain): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_PROBE_MS)
  })
  try {
    return await Promise.race([chain.client.getBlockNumber({ cacheTime: 0 }).then(() => true), late])
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}
