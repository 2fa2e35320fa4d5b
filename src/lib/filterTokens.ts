import type { Token } from '../config/token'

/**
 * Tokens matching what a person typed: a pasted address matches exactly,
 * anything else matches symbol or name, symbol-prefix matches first.
 */
export function filterTokens(tokens: Token[], query: string): Token[] {
  const q = query.trim().toLowerCase()
  if (q === '') return tokens
  if (/^0x[0-9a-f]{40}$/.test(q)) return tokens.filter((t) => t.address.toLowerCase() === q)
  const rank = (t: Token) => {
    const symbol = t.symbol.toLowerCase()
    if (symbol === q) return 0
    if (symbol.startsWith(q)) return 1
    if (symbol.includes(q)) return 2
    if (t.name.toLowerCase().includes(q)) return 3
    return -1
  }
  return tokens
    .map((t) => [t, rank(t)] as const)
    .filter(([, r]) => r >= 0)
    .sort((a, b) => a[1] - b[1])
    .map(([t]) => t)
}
