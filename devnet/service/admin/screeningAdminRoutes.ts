import type { Hono } from 'hono'
import { addressKey } from '../../../src/lib/addressKey'
import type { DevnetContext } from '../../DevnetContext'
import { parseBody } from '../parseBody'
import { screeningBodySchema } from './adminSchemas'

/**
 * The screening list of the admin API (local only, like every `/devnet/*` route): `PUT /devnet/screening
 * { addresses }` replaces the addresses the screening endpoints flag, `GET /devnet/screening` reads them. Kept in
 * memory: a restart flags nobody.
 */
export function registerScreeningAdminRoutes(app: Hono, context: Pick<DevnetContext, 'flaggedAddresses' | 'logger'>) {
  const state = () => ({ addresses: [...context.flaggedAddresses] })
  app.get('/devnet/screening', (c) => c.json(state()))
  app.put('/devnet/screening', async (c) => {
    const { addresses } = await parseBody(c, screeningBodySchema)
    context.flaggedAddresses.clear()
    for (const address of addresses) context.flaggedAddresses.add(addressKey(address))
    context.logger.info(`screening: ${context.flaggedAddresses.size} flagged address(es)`)
    return c.json(state())
  })
}
