import type { QuoteRequest } from '../../src/api/schemas'
import { ServiceError } from '../service/ServiceError'

/**
 * Refuses a swap whose only source the quote's options leave out, as the public service does when no route is left
 * (400 `NO_INTERNAL_SWAP_ROUTES_FOUND`). The devnet swaps on the destination chain only, so
 * `includedDestinationSwapSources` narrows there (before `includedSwapSources`); `includedOriginSwapSources` has
 * nothing to narrow. Names compare without case; an empty list includes nothing in particular (no narrowing).
 */
export function checkSwapSource(request: QuoteRequest, source: string, pair: string): void {
  const lower = (names: readonly string[] | undefined) => names?.map((n) => n.toLowerCase())
  const included = lower(
    request.includedDestinationSwapSources?.length
      ? request.includedDestinationSwapSources
      : request.includedSwapSources,
  )
  const excluded = lower(request.excludedSwapSources) ?? []
  const name = source.toLowerCase()
  const why = excluded.includes(name)
    ? `${source} is in excludedSwapSources`
    : included?.length && !included.includes(name)
      ? `${source} is not among the included swap sources (${included.join(', ')})`
      : undefined
  if (why) {
    throw new ServiceError(400, 'NO_INTERNAL_SWAP_ROUTES_FOUND', `no swap route for ${pair}: ${why}`, {
      swapSource: source,
      includedSwapSources: included ?? [],
      excludedSwapSources: excluded,
    })
  }
}
