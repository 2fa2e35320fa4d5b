import { hashKey, queryOptions } from '@tanstack/react-query'
import { isPlaceholderUser } from '../lib/unspendableAddresses'
import { queryRetry } from './queryRetry'
import { QUOTE_REFRESH_MS, QUOTE_RETRIES, QUOTE_STALE_MS } from './quotePolicy'
import type { QuoteRequest, QuoteResponse } from './schemas/quote'

/** The root of every quote's query key: `removeQueries({ queryKey: QUOTE_QUERY_ROOT })` drops them all. */
export const QUOTE_QUERY_ROOT = ['quote'] as const

/** The query key of the quote for `request` at `baseUrl`. */
export function quoteQueryKey(args: { baseUrl: string; request: QuoteRequest | undefined }) {
  return [...QUOTE_QUERY_ROOT, args.baseUrl, args.request] as const
}

/** A stable identity for a request, independent of key order: two requests with equal fields are the same quote. */
export function quoteRequestKey(request: QuoteRequest | undefined): string | undefined {
  return request === undefined ? undefined : hashKey([request])
}

export type QuoteQueryArgs = {
  baseUrl: string
  /** Nothing is asked while there is no request. */
  request: QuoteRequest | undefined
  /** Refresh every QUOTE_REFRESH_MS while true (a quote under review), never while false (a transfer running). */
  refresh: boolean
}

/** Query key and function for a quote (POST /quote/v2); disabled while there is no request. */
export function quoteQueryOptions(args: QuoteQueryArgs) {
  return queryOptions<QuoteResponse, Error, QuoteResponse, ReturnType<typeof quoteQueryKey>>({
    queryKey: quoteQueryKey(args),
    // The client and its schemas load with the first quote, not with the form.
    // A placeholder user (no wallet yet) is asked for a price: what it would deliver, nothing stored to sign.
    queryFn: async ({ signal }) => {
      const request = args.request!
      if (isPlaceholderUser(request.user))
        return (await import('./getPrice')).getPrice({ baseUrl: args.baseUrl, request, signal })
      return (await import('./getQuote')).getQuote({ baseUrl: args.baseUrl, request, signal })
    },
    enabled: args.request !== undefined,
    refetchInterval: args.refresh ? QUOTE_REFRESH_MS : false,
    staleTime: QUOTE_STALE_MS,
    ...queryRetry({ retries: QUOTE_RETRIES }),
  })
}
