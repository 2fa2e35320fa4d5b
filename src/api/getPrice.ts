import { fetchJson } from './fetchJson'
import { priceResponseSchema } from './schemas/price'
import type { QuoteRequest, QuoteResponse } from './schemas/quote'

/** POST /price: what `request` would cost and deliver, no steps and nothing stored: a quote with nothing to sign. */
export async function getPrice(args: {
  baseUrl: string
  request: QuoteRequest
  signal?: AbortSignal
}): Promise<QuoteResponse> {
  const price = await fetchJson({
    baseUrl: args.baseUrl,
    path: '/price',
    method: 'POST',
    body: args.request,
    schema: priceResponseSchema,
    signal: args.signal,
  })
  return { ...price, steps: [] }
}
