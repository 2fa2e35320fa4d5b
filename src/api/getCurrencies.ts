import * as z from 'zod/mini'
import { fetchJson } from './fetchJson'
import { type ListedCurrency, listedCurrencySchema } from './schemas/currency'

/** POST /currencies/v2: the service's token list for the given chains. */
export function getCurrencies(args: {
  baseUrl: string
  chainIds: number[]
  term?: string
  limit?: number
  signal?: AbortSignal
}): Promise<ListedCurrency[]> {
  return fetchJson({
    baseUrl: args.baseUrl,
    path: '/currencies/v2',
    method: 'POST',
    body: { chainIds: args.chainIds, limit: args.limit ?? 100, ...(args.term ? { term: args.term } : {}) },
    schema: z.array(listedCurrencySchema),
    signal: args.signal,
  })
}
