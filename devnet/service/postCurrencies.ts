import type { Context } from 'hono'
import { z } from 'zod'
import type { CurrenciesResponse } from '../../src/api/schemas'
import { Catalogue } from '../catalogue/Catalogue'
import { MAX_CURRENCY_LIMIT } from '../catalogue/catalogueTypes'
import type { DevnetContext } from '../DevnetContext'
import { parseBody } from './parseBody'

const currenciesBodySchema = z.object({
  defaultList: z.boolean().optional(),
  chainIds: z.array(z.number().int()).optional(),
  term: z.string().max(200).optional(),
  address: z.string().max(100).optional(),
  currencyId: z.string().max(100).optional(),
  tokens: z
    .array(z.string().regex(/^\d+:\S+$/, 'must be "chainId:address"'))
    .max(1_000)
    .optional(),
  verified: z.boolean().optional(),
  limit: z.number().int().min(1).max(MAX_CURRENCY_LIMIT).optional(),
  includeAllChains: z.boolean().optional(),
  useExternalSearch: z.boolean().optional(),
  depositAddressOnly: z.boolean().optional(),
})

/**
 * `POST /currencies/v2` in the shape of the public service
 * (section 10.6): every body field listed there, answered from the
 * catalogue's index (`Catalogue.search`). `term` matches symbol and name
 * (case-insensitive) or, starting with 0x, an address prefix or the full
 * address. `defaultList` keeps the devnet's own verified tokens;
 * `depositAddressOnly` the ones a deposit can pay (the devnet's own, not
 * synthetic entries); `includeAllChains` adds each match on its other
 * chains; `useExternalSearch` is accepted and changes nothing (there is no
 * outside source). Limit 20 by default, at most 100.
 */
export function postCurrencies(context: Pick<DevnetContext, 'catalogue'>) {
  return async (c: Context): Promise<Response> => {
    const body = await parseBody(c, currenciesBodySchema)
    const found = context.catalogue.search(body)
    return c.json(found.map(Catalogue.toListed) satisfies CurrenciesResponse)
  }
}
