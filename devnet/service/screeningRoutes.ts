import type { Hono } from 'hono'
import { z } from 'zod'
import type { DescribedResponse } from '../../src/api/description/describedTypes'
import { chainAddressSchema, type SanctionedResponseBody, type WalletsScreenResponseBody } from '../../src/api/schemas'
import { addressKey } from '../../src/lib/addressKey'
import type { DevnetContext } from '../DevnetContext'
import { parseBody } from './parseBody'
import { ServiceError } from './ServiceError'

/** The most wallets one `POST /wallets/screen` screens. */
export const MAX_SCREENED_WALLETS = 100

const screenBodySchema = z.object({
  wallets: z
    .array(
      z.object({
        address: chainAddressSchema,
        chainId: z
          .string()
          .regex(/^[1-9]\d{0,15}$/, 'must be a chain id as a decimal string')
          .optional(),
      }),
    )
    .min(1)
    .max(MAX_SCREENED_WALLETS),
})

/**
 * The screening endpoints in the public shapes: `GET /sanctioned/{address}` -> `{ sanctioned }` (no key), and
 * `POST /wallets/screen` `{ wallets: [{ address, chainId? }] }` -> `{ wallets: [{ address, chainId, isBlocked }] }`
 * (a known `x-api-key`, 401 otherwise). An address is flagged when it is in the list `PUT /devnet/screening` sets.
 */
export function registerScreeningRoutes(app: Hono, context: Pick<DevnetContext, 'flaggedAddresses' | 'apiKeys'>) {
  const flagged = (address: string) => context.flaggedAddresses.has(addressKey(address))

  app.get('/sanctioned/:address', (c) => {
    const address = c.req.param('address')
    if (!chainAddressSchema.safeParse(address).success)
      throw new ServiceError(
        400,
        'INVALID_INPUT',
        'address must be a 0x-prefixed 20-byte hex address or a base58 Solana address',
      )
    return c.json({ sanctioned: flagged(address) } satisfies SanctionedResponseBody &
      DescribedResponse<'/sanctioned/{address}', 'get'>)
  })

  app.post('/wallets/screen', async (c) => {
    const apiKey = c.req.header('x-api-key')?.trim()
    if (!apiKey) throw new ServiceError(401, 'UNAUTHORIZED', 'POST /wallets/screen needs an x-api-key header')
    if (!context.apiKeys.includes(apiKey)) throw new ServiceError(401, 'UNAUTHORIZED', 'Unknown API key')
    const { wallets } = await parseBody(c, screenBodySchema)
    const answer = {
      wallets: wallets.map((w) => ({ address: w.address, chainId: w.chainId, isBlocked: flagged(w.address) })),
    } satisfies WalletsScreenResponseBody & DescribedResponse<'/wallets/screen', 'post'>
    return c.json(answer)
  })
}
