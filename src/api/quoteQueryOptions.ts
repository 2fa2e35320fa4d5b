import { queryOptions } from '@tanstack/react-query'
import { ApiError } from './ApiError'
import type { QuoteRequest } from './schemas/quote'

/** How often a quote under review is refreshed (the official client uses 12 s). */
export const QUOTE_REFRESH_MS = 12_000

/** Query key and function for a quote; disabled while there is no request. */
export function quoteQueryOptions(args: { baseUrl: string; request: QuoteRequest | undefined; refresh: boolean }) {
  return queryOptions({
    queryKey: ['quote', args.baseUrl, args.request] as const,
    // The client and its schemas load with the first quote, not with the form.
    queryFn: async ({ signal }) =>
      (await import('./getQuote')).getQuote({ baseUrl: args.baseUrl, request: args.request!, signal }),
    enabled: args.request !== undefined,
    refetchInterval: args.refresh ? QUOTE_REFRESH_MS : false,
    staleTime: 5_000,
    retry: (failureCount, error) => error instanceof ApiError && error.isRetryable && failureCount < 2,
  })
}
