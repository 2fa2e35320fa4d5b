import type { DevnetPool } from '../contracts/devnetCurrencies'

/**
 * The name `GET /swap-sources` lists for a devnet pool and quotes take in `includedSwapSources` /
 * `excludedSwapSources`: `ferry-weth-usdc`, `ferry-meme-usdc`. Every chain has the same pools, so the same names.
 */
export function swapSourceOf(pool: Pick<DevnetPool, 'base' | 'quote'>): string {
  return `ferry-${pool.base}-${pool.quote}`
}
