import { isAddress } from '@solana/kit'
import type { Context } from 'hono'
import { formatUnits } from 'viem'
import { z } from 'zod'
import { addressSchema, type TokenPriceResponse } from '../../src/api/schemas'
import type { DevnetContext } from '../DevnetContext'
import { SOLANA_CHAIN_ID } from '../svm/SvmChain'
import { ServiceError } from './ServiceError'

const priceQuerySchema = z
  .object({ address: z.string().max(100), chainId: z.coerce.number().int().positive() })
  .superRefine(({ address, chainId }, ctx) => {
    // The local Solana chain's currencies are base58 (the mint, or the System Program for SOL).
    const valid = chainId === SOLANA_CHAIN_ID ? isAddress(address) : addressSchema.safeParse(address).success
    if (!valid)
      ctx.addIssue({
        code: 'custom',
        path: ['address'],
        message:
          chainId === SOLANA_CHAIN_ID ? 'must be a base58 Solana address' : 'must be a 0x-prefixed 20-byte hex address',
      })
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
    const key = currency?.devnet?.key ?? currency?.svm?.key
    if (!currency || key === undefined) {
      throw new ServiceError(
        404,
        'NOT_FOUND',
        currency
          ? `${currency.symbol} on chain ${chainId} is a synthetic catalogue entry and has no price`
          : `no token ${address} on chain ${chainId}`,
      )
    }
    const micros = context.pricing.usdPrices[key]
    return c.json({ price: Number(formatUnits(micros, 6)) } satisfies TokenPriceResponse)
  }
}
