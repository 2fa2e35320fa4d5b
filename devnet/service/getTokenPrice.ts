import type { Context } from 'hono'
import { formatUnits } from 'viem'
import { z } from 'zod'
import { addressSchema, type TokenPriceResponse } from '../../src/api/schemas'
import type { DevnetContext } from '../DevnetContext'
import { ServiceError } from './ServiceError'

const priceQuerySchema = z.object({
  address: addressSchema,
  chainId: z.coerce.number().int().positive(),
})

/**
 * `GET /currencies/token/price?address&chainId` -> `{ price }`: USD per whole
 * unit from the devnet's price table (the one quotes use; `POST /devnet/prices`
 * moves it). 404 for a currency the devnet cannot price: unknown, on a chain
 * it does not run, or a synthetic catalogue entry.
 */
export function getTokenPrice(context: Pick<DevnetContext, 'catalogue' | 'pricing'>) {
  return (c: Context): Response => {
    const parsed = priceQuerySchema.safeParse({ address: c.req.query('address'), chainId: c.req.query('chainId') })
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
      throw new ServiceError(400, 'INVALID_INPUT', `Invalid query: ${issues.join('; ')}`)
    }
    const { address, chainId } = parsed.data
    const currency = context.catalogue.findCurrency(chainId, address)
    if (!currency?.devnet) {
      throw new ServiceError(
        404,
        'NOT_FOUND',
        currency
          ? `${currency.symbol} on chain ${chainId} is a synthetic catalogue entry and has no price`
          : `no token ${address} on chain ${chainId}`,
      )
    }
    const micros = context.pricing.usdPrices[currency.devnet.key]
    return c.json({ price: Number(formatUnits(micros, 6)) } satisfies TokenPriceResponse)
  }
}
