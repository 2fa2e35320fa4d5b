import type { Token } from '../config/token'
import { addressKey } from './addressKey'
import { filterTokens } from './filterTokens'

/**
 * The picker's order. With a query: matches ranked by `filterTokens`. Without
 * one: starred, then recently chosen, then tokens the person holds (largest
 * balance first), then the rest as the service listed them (featured first),
 * unverified ones last.
 */
export function orderTokens(args: {
  tokens: readonly Token[]
  query: string
  starred: readonly string[]
  recent: readonly string[]
  balances?: ReadonlyMap<string, bigint>
}): Token[] {
  if (args.query.trim() !== '') return filterTokens(args.tokens, args.query)
  const starred = new Map(args.starred.map((k, i) => [k, i]))
  const recent = new Map(args.recent.map((k, i) => [k, i]))
  // Each token's group and place within it, worked out once (not in the comparator).
  const placed = args.tokens.map((t, index) => {
    const address = addressKey(t.address)
    const key = `${t.chainId}:${address}`
    const star = starred.get(key)
    const seen = recent.get(key)
    const group =
      star !== undefined
        ? 0
        : seen !== undefined
          ? 1
          : (args.balances?.get(address) ?? 0n) > 0n
            ? 2
            : t.verified === false
              ? 4
              : 3
    return { t, index, group, within: star ?? seen ?? 0 }
  })
  return placed.sort((a, b) => a.group - b.group || a.within - b.within || a.index - b.index).map(({ t }) => t)
}
