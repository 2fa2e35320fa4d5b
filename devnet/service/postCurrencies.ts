import type { Context } from 'hono'
import { z } from 'zod'
import { addressSchema } from '../../src/api/schemas'
import type { DevnetContext } from '../DevnetContext'
import { parseBody } from './parseBody'

const currenciesBodySchema = z.object({
  chainIds: z.array(z.number().int()).optional(),
  term: z.string().optional(),
  address: z.optional(addressSchema),
  verified: z.boolean().optional(),
  limit: z.number().int().min(1).max(100).optional(),
  defaultList: z.boolean().optional(),
  includeAllChains: z.boolean().optional(),
  useExternalSearch: z.boolean().optional(),
  depositAddressOnly: z.boolean().optional(),
})

/**
 * `POST /currencies/v2` in the shape of the public service
 * (real-service-notes.md): body `{ chainIds?, term?, address?, verified?,
 * limit? (default 20), defaultList? }`, answer an array of
 * `{ chainId, address, symbol, name, decimals, vmType, metadata }`. `term`
 * matches symbol or name (case-insensitive) or an address. Every devnet
 * currency is verified and on the default list.
 */
export function postCurrencies(context: DevnetContext) {
  return async (c: Context): Promise<Response> => {
    const body = await parseBody(c, currenciesBodySchema)
    const term = body.term?.trim().toLowerCase()
    const currencies = context.chains
      .filter((chain) => !body.chainIds || body.chainIds.includes(chain.id))
      .flatMap((chain) => chain.currencies)
      .filter((currency) => !body.address || currency.address.toLowerCase() === body.address.toLowerCase())
      .filter(
        (currency) =>
          !term ||
          currency.symbol.toLowerCase().includes(term) ||
          currency.name.toLowerCase().includes(term) ||
          currency.address.toLowerCase() === term,
      )
      .filter(() => body.verified !== false)
      .slice(0, body.limit ?? 20)
    return c.json(
      currencies.map((currency) => ({
        chainId: currency.chainId,
        address: currency.address,
        symbol: currency.symbol,
        name: currency.name,
        decimals: currency.decimals,
        vmType: 'evm',
        metadata: {
          logoURI: `${context.serviceUrl}/devnet/icons/${currency.key}.svg`,
          verified: true,
          isNative: currency.isNative,
        },
      })),
    )
  }
}
