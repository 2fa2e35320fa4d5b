import type { Context } from 'hono'
import type { DescribedResponse } from '../../src/api/description/describedTypes'
import type { DevnetContext } from '../DevnetContext'
import { ServiceError } from './ServiceError'

/**
 * `GET /chains` in the shape of the public service (section 10.6): `{ chains }`, the running chains first, then the
 * listed-only maintenance chain, then any synthetic chains. `includeChains`
 * (comma list of ids) narrows the answer to those chains. `blockProductionLagging` is true, live, for a running chain
 * whose blocks stopped (`laggingChains`: anvil's mining paused, `POST /devnet/chains/mining`).
 */
export function getChains(context: Pick<DevnetContext, 'catalogue'>, lagging: () => Promise<Set<number>>) {
  return async (c: Context): Promise<Response> => {
    const include = c.req.query('includeChains')
    let ids: number[] | undefined
    if (include !== undefined && include.trim() !== '') {
      ids = include.split(',').map((part) => {
        const id = Number(part.trim())
        if (!Number.isInteger(id) || id <= 0)
          throw new ServiceError(400, 'INVALID_INPUT', `includeChains must be a comma list of chain ids, got "${part}"`)
        return id
      })
    }
    const stopped = await lagging()
    // A running chain whose blocks stopped says so live; the rest of its entry is the catalogue's.
    const chains = context.catalogue
      .listChains(ids)
      .map((chain) =>
        chain.id !== undefined && stopped.has(chain.id) ? { ...chain, blockProductionLagging: true } : chain,
      )
    return c.json({ chains } satisfies DescribedResponse<'/chains', 'get'>)
  }
}
