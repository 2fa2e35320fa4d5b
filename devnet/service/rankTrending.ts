import { addressKey } from '../../src/lib/addressKey'
import type { CatalogueCurrency } from '../catalogue/catalogueTypes'
import type { TokenBuys } from '../store/TokenBuysTable'

/** `sortBy` of `GET /currencies/trending`; the devnet has no CoinGecko, so that one ranks by buys too. */
export type TrendingSort = 'relay24hBuyTxCount' | 'relay24hBuyUsdVolume' | 'coingecko6hTrending'

/**
 * The catalogue's tokens in trending order: those bought lately first, the most bought (by count, or by USD volume
 * for `relay24hBuyUsdVolume`) ahead, then the others in listing order, so a devnet nobody used yet still lists its
 * tokens. Ties keep listing order.
 */
export function rankTrending(
  currencies: readonly CatalogueCurrency[],
  buys: readonly TokenBuys[],
  sortBy: TrendingSort = 'relay24hBuyTxCount',
): CatalogueCurrency[] {
  const score = new Map(
    buys.map((b) => [
      `${b.chainId}:${addressKey(b.address)}`,
      sortBy === 'relay24hBuyUsdVolume' ? Number(b.usd) : b.count,
    ]),
  )
  const scoreOf = (c: CatalogueCurrency) => score.get(`${c.chainId}:${addressKey(c.address)}`) ?? 0
  return currencies
    .map((currency, index) => ({ currency, index, score: scoreOf(currency) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.currency)
}
