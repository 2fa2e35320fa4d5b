import type { Context } from 'hono'
import type { DescribedResponse } from '../../src/api/description/describedTypes'
import type { DevnetContext } from '../DevnetContext'
import { ServiceError } from './ServiceError'

/**
 * `GET /chains` in the shape of the public service (section 10.6): `{ chains }`, the running chains first, then the
 * listed-only maintenance chain, then any synthetic chains. `includeChains`
 * (comma list of ids) narrows the answer to those chains.
 */
export function getChains(context: Pick<DevnetContext, 'catalogue'>) {
  return (c: Context): Response => {
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
    return c.json({ chains: context.catalogue.listChains(ids) } satisfies DescribedResponse<'/chains', 'get'>)
  }
}
