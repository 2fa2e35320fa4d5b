import type { Token } from '../config/token'
import { ADDRESS_PATTERN } from './addressPattern'

/** A token's fields as a search compares them, in lower case: computed once per token, not per keystroke. */
type SearchKey = { symbol: string; name: string; address: string }

// Tokens are immutable values: the same object always has the same key. A WeakMap keeps the keys as long as the
// tokens live, so a list rebuilt around the same tokens (a parent's filter, the service's matches added) costs nothing.
const keys = new WeakMap<Token, SearchKey>()

/** The lower-cased search key of `token`, made the first time it is searched. */
export function searchKey(token: Token): SearchKey {
  let key = keys.get(token)
  if (!key) {
    key = { symbol: token.symbol.toLowerCase(), name: token.name.toLowerCase(), address: token.address.toLowerCase() }
    keys.set(token, key)
  }
  return key
}

/**
 * Tokens matching what a person typed: a pasted address matches exactly,
 * anything else matches symbol or name, symbol-prefix matches first (the
 * list's order within each rank).
 */
export function filterTokens(tokens: readonly Token[], query: string): Token[] {
  const q = query.trim().toLowerCase()
  if (q === '') return [...tokens]
  if (ADDRESS_PATTERN.test(q)) return tokens.filter((t) => searchKey(t).address === q)
  // One pass into four buckets (exact symbol, symbol prefix, symbol contains, name contains): no sort.
  const ranked: Token[][] = [[], [], [], []]
  for (const token of tokens) {
    const key = searchKey(token)
    const at = key.symbol.indexOf(q)
    if (at === 0) ranked[key.symbol.length === q.length ? 0 : 1]!.push(token)
    else if (at > 0) ranked[2]!.push(token)
    else if (key.name.includes(q)) ranked[3]!.push(token)
  }
  return ranked.flat()
}
