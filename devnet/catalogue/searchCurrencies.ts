import {
  type CatalogueCurrency,
  type CurrencySearch,
  DEFAULT_CURRENCY_LIMIT,
  MAX_CURRENCY_LIMIT,
} from './catalogueTypes'
import { SEPARATOR, type TextIndex } from './TextIndex'

/** The catalogue's currencies and the maps it keeps of them, built once per change of the catalogue. */
export type CurrencyIndex = {
  currencies: readonly CatalogueCurrency[]
  byChain: ReadonlyMap<number, readonly CatalogueCurrency[]>
  byKey: ReadonlyMap<string, CatalogueCurrency>
  byCurrencyId: ReadonlyMap<string, readonly CatalogueCurrency[]>
  text: TextIndex
}

/**
 * `POST /currencies/v2`. Filters first (chains or `tokens`, address,
 * currency id, verified, default list, deposit-address payable), then
 * `term`: case-insensitive over symbol and name, or with `0x` an address
 * prefix or the full address. Term matches are ranked exact symbol, symbol
 * prefix, name prefix, anything else; ties keep listing order (devnet
 * tokens before synthetic ones). `includeAllChains` adds the matches'
 * counterparts on every other chain.
 */
export function searchCurrencies(index: CurrencyIndex, query: CurrencySearch): CatalogueCurrency[] {
  const limit = Math.min(query.limit ?? DEFAULT_CURRENCY_LIMIT, MAX_CURRENCY_LIMIT)
  const chains = query.chainIds ? new Set(query.chainIds) : undefined
  // A small candidate list when the query names currencies; otherwise the whole listing.
  let named: readonly CatalogueCurrency[] | undefined
  if (query.tokens) {
    named = query.tokens.flatMap((token) => {
      const [chainId, address] = token.split(':')
      const found = address ? index.byKey.get(`${Number(chainId)}:${address.toLowerCase()}`) : undefined
      return found ? [found] : []
    })
  } else if (query.currencyId !== undefined) {
    named = index.byCurrencyId.get(query.currencyId) ?? []
  }
  // Without a term, one chain's own list is the shortest walk; a term goes through the text index.
  const walk =
    named ?? (query.chainIds?.length === 1 ? (index.byChain.get(query.chainIds[0]!) ?? []) : index.currencies)
  const address = query.address?.toLowerCase()
  const keep = (c: CatalogueCurrency) =>
    (chains === undefined || chains.has(c.chainId)) &&
    (address === undefined || c.addressLower === address) &&
    (query.currencyId === undefined || c.currencyId === query.currencyId) &&
    (query.verified === undefined || c.verified === query.verified) &&
    (!query.defaultList || c.defaultList) &&
    (!query.depositAddressOnly || c.devnet !== undefined)

  const term = query.term?.replaceAll(SEPARATOR, '').trim().toLowerCase()
  let found: CatalogueCurrency[]
  if (!term) {
    found = []
    for (const c of walk) {
      if (keep(c)) found.push(c)
      if (found.length >= limit && !query.includeAllChains) break
    }
  } else {
    // Buckets by rank keep listing order inside a rank without sorting.
    const buckets: CatalogueCurrency[][] = [[], [], [], []]
    const rankOf = (c: CatalogueCurrency): number => {
      if (term.startsWith('0x')) {
        if (!c.addressLower.startsWith(term)) return -1
        return c.addressLower === term ? 0 : 1
      }
      if (c.symbolLower === term) return 0
      if (c.symbolLower.startsWith(term)) return 1
      if (c.nameLower.startsWith(term)) return 2
      return c.symbolLower.includes(term) || c.nameLower.includes(term) ? 3 : -1
    }
    const consider = (c: CatalogueCurrency) => {
      const rank = rankOf(c)
      if (rank >= 0 && keep(c)) buckets[rank]!.push(c)
    }
    if (named) for (const c of named) consider(c)
    else for (const i of index.text.matches(term)) consider(index.currencies[i]!)
    found = buckets.flat()
  }
  if (query.includeAllChains) {
    const seen = new Set<CatalogueCurrency>()
    const expanded: CatalogueCurrency[] = []
    for (const c of found) {
      for (const g of [c, ...(index.byCurrencyId.get(c.currencyId) ?? [])]) {
        if (seen.has(g)) continue
        seen.add(g)
        expanded.push(g)
      }
      if (expanded.length >= limit) break
    }
    found = expanded
  }
  return found.slice(0, limit)
}
