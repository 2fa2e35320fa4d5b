import type { ListedCurrency } from '../api/schemas/currency'
import { type Token, tokenKey } from './token'

/**
 * The chain's tokens, then the service's matches for a search that are not
 * among them, as tokens a picker can offer (an unverified one marked so).
 * A match of a token the chain lists adds what `GET /chains` does not say of
 * it (the description's chain lists carry no verification, and an ERC20
 * entry no logo): its logo where it had none, and `verified: false` where the
 * service says it is not verified.
 */
export function withFoundTokens(tokens: readonly Token[], found: readonly ListedCurrency[]): Token[] {
  if (found.length === 0) return [...tokens]
  const byKey = new Map(found.map((c) => [tokenKey(c), c]))
  const known = new Set(tokens.map(tokenKey))
  const listed = tokens.map((token) => {
    const match = byKey.get(tokenKey(token))
    const logoURI = !token.logoURI && match?.metadata?.logoURI
    const unverified = token.verified !== false && match?.metadata?.verified === false
    if (!logoURI && !unverified) return token
    return { ...token, ...(logoURI ? { logoURI } : {}), ...(unverified ? { verified: false } : {}) }
  })
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
  return [...listed, ...more]
}
