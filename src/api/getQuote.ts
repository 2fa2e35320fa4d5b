import { fetchJson } from './fetchJson'
import { type QuoteRequest, type QuoteResponse, quoteResponseSchema } from './schemas/quote'

/** POST /quote/v2: an executable quote for `request`. */
export function getQuote(args: {
  baseUrl: string
  request: QuoteRequest
  signal?: AbortSignal
}): Promise<QuoteResponse> {
  return fetchJson({
    baseUrl: args.baseUrl,
    path: '/quote/v2',
    method: 'POST',
    body: args.request,
    schema: quoteResponseSchema,
    signal: args.signal,
  })
}
