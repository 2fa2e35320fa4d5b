import { useQuery } from '@tanstack/react-query'
import { useDebouncedValue } from '../lib/useDebouncedValue'
import { CURRENCY_SEARCH_MIN_LENGTH, currencySearchQueryOptions } from './catalogueQueryOptions'
import type { CurrenciesResponse } from './schemas/catalogue'

/** A search waits this long after the last keystroke before asking the service. */
export const TOKEN_SEARCH_DEBOUNCE_MS = 250

/** What the service's list holds for a picker's search text, once the person paused typing. */
export type TokenSearch = {
  /** The service's matches (the same array until they change). */
  found: CurrenciesResponse
  /** A search of the current text is under way. */
  searching: boolean
  /** The last search failed: the picker shows the chain's own tokens. */
  failed: boolean
  /**
   * The service has said what it will of the current text (or nothing is to be asked): a pick can rely on its
   * verdict (a listed token the service does not verify is marked only once its answer is in).
   */
  settled: boolean
}

const NOTHING_FOUND: CurrenciesResponse = []

/**
 * Searches the service's tokens on one chain (`POST /currencies/v2`) for what
 * a person types in the token picker, debounced; `enabled: false` (no
 * service, or an embed's allow list) searches nothing.
 */
export function useTokenSearch(args: {
  baseUrl: string
  chainId: number
  query: string
  enabled: boolean
}): TokenSearch {
  const term = useDebouncedValue(args.query, TOKEN_SEARCH_DEBOUNCE_MS)
  const long = term.trim().length >= CURRENCY_SEARCH_MIN_LENGTH
  const search = useQuery({
    ...currencySearchQueryOptions({ baseUrl: args.baseUrl, chainId: args.chainId, term }),
    enabled: args.enabled && long,
  })
  const asked = args.enabled && args.query.trim().length >= CURRENCY_SEARCH_MIN_LENGTH
  return {
    found: search.data ?? NOTHING_FOUND,
    searching: search.isFetching && long,
    failed: Boolean(search.error),
    settled: !asked || (term === args.query && !search.isFetching),
  }
}
