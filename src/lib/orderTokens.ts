import { type Token, tokenKey } from '../config/token'
import { filterTokens } from './filterTokens'

/**
 * The picker's order. With a query: matches ranked by `filterTokens`. Without
 * one: starred, then recently chosen, then tokens the person holds (largest
 * balance first), then the rest as the service listed them (featured first),
 * unverified ones last.
 */
export function orderTokens(args: {
  tokens: Token[]
  query: string
  starred: readonly string[]
  recent: readonly string[]
  balances?: ReadonlyMap<string, bigint>
}): Token[] {
  if (args.query.trim() !== '') return filterTokens(args.tokens, args.query)
  const starred = new Map(args.starred.map((k, i) => [k, i]))
  const recent = new Map(args.recent.map((k, i) => [k, i]))
  const held = (t: Token) => (args.balances?.get(t.address.toLowerCase()) ?? 0n) > 0n
  const group = (t: Token) => {
    const key = tokenKey(t)
    if (starred.has(key)) return 0
    if (recent.has(key)) return 1
    if (held(t)) return 2
    return t.verified === false ? 4 : 3
  }
  const within = (t: Token) => starred.get(tokenKey(t)) ?? recent.get(tokenKey(t)) ?? 0
  return args.tokens
    .map((t, index) => ({ t, index, group: group(t) }))
    .sort((a, b) => a.group - b.group || within(a.t) - within(b.t) || a.index - b.index)
    .map(({ t }) => t)
}
