import type { QueryClient } from '@tanstack/react-query'
import type { EarlyPrice } from '../prerender/earlyPrice'
import { QUOTE_STALE_MS } from './quotePolicy'
import { quoteQueryKey } from './quoteQueryOptions'
import type { QuoteRequest } from './schemas/quote'

/**
 * The price the page's HTML asked for before the app loaded (src/prerender/earlyPrice.ts), handed to the app's
 * query cache as the answer of the quote it asks first (the same request: quoteQueryOptions, a placeholder user asks
 * `POST /price`), checked against the same schema, so the app does not ask again. Taken once.
 */
export function seedEarlyPrice(queryClient: QueryClient, win: Window = window): QueryClient {
  const early: EarlyPrice | undefined = win.__ferryEarlyPrice
  win.__ferryEarlyPrice = undefined
  if (!early) return queryClient
  // At once for native tokens; after the catalogue for another token, which the app's form waits for too.
  early.request.then(
    (request) =>
      void queryClient.prefetchQuery({
        queryKey: quoteQueryKey({ baseUrl: early.baseUrl, request: request as QuoteRequest }),
        queryFn: async () => {
          const [body, { priceResponseSchema }] = await Promise.all([early.answer, import('./schemas/price')])
          return { ...priceResponseSchema.parse(body), steps: [] }
        },
        staleTime: QUOTE_STALE_MS,
      }),
    () => {},
  )
  return queryClient
}
