import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { type QuoteQueryArgs, quoteQueryOptions } from './quoteQueryOptions'
import type { QuoteResponse } from './schemas/quote'

export type UseQuoteReturnType = UseQueryResult<QuoteResponse, Error>

/** The executable quote for a request, refreshed while it is under review. */
export function useQuote(args: QuoteQueryArgs): UseQuoteReturnType {
  return useQuery(quoteQueryOptions(args))
}
