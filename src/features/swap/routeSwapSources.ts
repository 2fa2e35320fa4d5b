import type { QuoteDetails } from '../../api/schemas'

/** The swap sources the quote's route trades through, origin side first, each named once. */
export function routeSwapSources(details: Pick<QuoteDetails, 'route'>): string[] {
  const { origin, destination } = details.route ?? {}
  return [...new Set([...(origin?.includedSwapSources ?? []), ...(destination?.includedSwapSources ?? [])])]
}
