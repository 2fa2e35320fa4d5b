import type { ListedCurrency } from '../api/schemas/currency'
import { type Token, tokenKey } from './token'

/**
 * The chain's tokens, then the service's matches for a search that are not
 * among them, as tokens a picker can offer (an unverified one marked so).
 */
export function withFoundTokens(tokens: readonly Token[], found: readonly ListedCurrency[]): Token[] {
  if (found.length === 0) return [...tokens]
  const known = new Set(tokens.map(tokenKey))
  const more = found.flatMap((c): Token[] =>
    known.has(tokenKey(c))
      ? []
      : [
          {
            chainId: c.chainId,
            address: c.address as `0x${string}`,
            symbol: c.symbol,
            name: c.name ?? c.symbol,
            decimals: c.decimals,
            ...(c.metadata?.logoURI ? { logoURI: c.metadata.logoURI } : {}),
            ...(c.metadata?.verified === false ? { verified: false } : {}),
          },
        ],
  )
  return [...tokens, ...more]
}
