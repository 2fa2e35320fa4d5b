import type { Hono } from 'hono'
import { isMining } from '../../capacity/laggingChains'
import type { DevnetChain, DevnetContext } from '../../DevnetContext'
import { parseBody } from '../parseBody'
import { miningBodySchema } from './adminSchemas'

/**
 * Pausing a chain's blocks (local only, like every `/devnet/*` route): `POST /devnet/chains/mining { chainId, paused }`
 * turns anvil's mining off (transactions wait in its pool, nothing is mined: `GET /chains` says
 * `blockProductionLagging`) or on again (what waited is mined at once). `GET /devnet/chains/mining` reads every chain.
 */
export function registerMiningAdminRoutes(
  app: Hono,
  context: Pick<DevnetContext, 'logger'>,
  chainsOf: (chainId: number | undefined) => DevnetChain[],
) {
  const state = async (chains: DevnetChain[]) => ({
    chains: await Promise.all(chains.map(async (chain) => ({ chainId: chain.id, mining: await isMining(chain) }))),
  })
  app.get('/devnet/chains/mining', async (c) => c.json(await state(chainsOf(undefined))))
  app.post('/devnet/chains/mining', async (c) => {
    const { chainId, paused } = await parseBody(c, miningBodySchema)
    const chains = chainsOf(chainId)
    for (const chain of chains) {
      const request = chain.client.request as (args: { method: string; params?: unknown[] }) => Promise<unknown>
      await request({ method: 'evm_setAutomine', params: [!paused] })
      // Automine on again mines what arrives from now: what waited in the pool is mined now.
      if (!paused) await request({ method: 'evm_mine' })
    }
    context.logger.warn(
      `chain${chains.length > 1 ? 's' : ''} ${chains.map((c) => c.id).join(', ')}: blocks ${paused ? 'paused' : 'resumed'}`,
    )
    return c.json(await state(chains))
  })
}
