import { queryOptions } from '@tanstack/react-query'
import { addressKey } from '../lib/addressKey'
import { ADDRESS_PATTERN } from '../lib/addressPattern'
import { fetchJson } from './fetchJson'
import { queryRetry } from './queryRetry'
import { currenciesResponseSchema, tokenPriceResponseSchema } from './schemas/catalogue'

/** A token price is fresh enough for a minute: it only shows an estimate beside amounts. */
export const TOKEN_PRICE_STALE_MS = 60_000

/** How many tokens a picker search asks the service for. */
export const CURRENCY_SEARCH_LIMIT = 50

/** A shorter search text matches too much of the service's list to be worth asking for. */
export const CURRENCY_SEARCH_MIN_LENGTH = 2

/** POST /currencies/v2 for a picker: a term (symbol, name or address) on one chain. */
export function currencySearchQueryOptions(args: { baseUrl: string; chainId: number; term: string }) {
  const term = args.term.trim()
  const isAddress = ADDRESS_PATTERN.test(term)
  return queryOptions({
    queryKey: ['currencies', args.baseUrl, args.chainId, term] as const,
    queryFn: ({ signal }) =>
      fetchJson({
        baseUrl: args.baseUrl,
        path: '/currencies/v2',
        method: 'POST',
        body: { chainIds: [args.chainId], limit: CURRENCY_SEARCH_LIMIT, ...(isAddress ? { address: term } : { term }) },
        schema: currenciesResponseSchema,
        signal,
      }),
    enabled: term.length >= CURRENCY_SEARCH_MIN_LENGTH,
    staleTime: 5 * 60_000,
    ...queryRetry({ retries: 1 }),
  })
}

/** GET /currencies/token/price: the USD price of a whole token, or null when the service has none. */
export function tokenPriceQueryOptions(args: { baseUrl: string; chainId: number; address: string }) {
  return queryOptions({
    queryKey: ['token-price', args.baseUrl, args.chainId, addressKey(args.address)] as const,
    queryFn: async ({ signal }) =>
      (
        await fetchJson({
          baseUrl: args.baseUrl,
          path: `/currencies/token/price?${new URLSearchParams({ address: args.address, chainId: String(args.chainId) })}`,
          schema: tokenPriceResponseSchema,
          signal,
        })
      ).price ?? null,
    staleTime: TOKEN_PRICE_STALE_MS,
    retry: false,
  })
}

/** How many trending tokens the picker's row shows. */
export const TRENDING_TOKEN_LIMIT = 6

/** GET /currencies/trending for a picker's chain: the tokens people buy there now, most first. */
export function trendingTokensQueryOptions(args: { baseUrl: string; chainId: number }) {
  return queryOptions({
    queryKey: ['currencies-trending', args.baseUrl, args.chainId] as const,
    queryFn: ({ signal }) =>
      fetchJson({
        baseUrl: args.baseUrl,
        path: `/currencies/trending?${new URLSearchParams({ chainId: String(args.chainId), limit: String(TRENDING_TOKEN_LIMIT) })}`,
        schema: currenciesResponseSchema,
        signal,
      }),
    staleTime: 5 * 60_000,
    ...queryRetry({ retries: 1 }),
  })
}
