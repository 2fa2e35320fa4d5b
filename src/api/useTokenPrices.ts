import { useQueries } from '@tanstack/react-query'
import { tokenPriceQueryOptions } from './catalogueQueryOptions'

// Module-level, so the combined result is kept while no price changes.
const pricesOf = (results: readonly { data?: number | null }[]) => results.map((r) => r.data)

/**
 * The USD price of each of `tokens` (`GET /currencies/token/price`, one
 * cached query per token), in the same order: `undefined` while unknown,
 * `null` when the service has none. No `baseUrl`: no prices. A picker asks
 * only for the rows it shows with a balance, so a long list costs no queries.
 */
export function useTokenPrices(args: {
  baseUrl: string | undefined
  tokens: readonly { chainId: number; address: string }[]
}): readonly (number | null | undefined)[] {
  const { baseUrl } = args
  return useQueries({
    queries: baseUrl
      ? args.tokens.map((t) => tokenPriceQueryOptions({ baseUrl, chainId: t.chainId, address: t.address }))
      : [],
    combine: pricesOf,
  })
}
