import type { Context } from 'hono'
import { z } from 'zod'
import type { DescribedResponse, Element } from '../../src/api/description/describedTypes'
import { type CatalogueCurrency, DEFAULT_CURRENCY_LIMIT, MAX_CURRENCY_LIMIT } from '../catalogue/catalogueTypes'
import type { DevnetContext } from '../DevnetContext'
import { rankTrending } from './rankTrending'
import { ServiceError } from './ServiceError'

type TrendingCurrency = Element<DescribedResponse<'/currencies/trending', 'get'>>
type VmType = NonNullable<TrendingCurrency['vmType']>

/** The VMs the description names; a currency of another is listed without `vmType`. */
const VM_TYPES: readonly VmType[] = ['bvm', 'evm', 'svm', 'tvm', 'tonvm', 'hypevm', 'lvm', 'xrpvm']
const SORTS = ['relay24hBuyTxCount', 'relay24hBuyUsdVolume', 'coingecko6hTrending'] as const
/** The window the ranking counts buys in (the public sorts' "24h"). */
export const TRENDING_WINDOW_MS = 24 * 60 * 60 * 1000

const trendingQuerySchema = z.object({
  chainId: z.coerce.number().int().positive().optional(),
  sortBy: z.enum(SORTS).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_CURRENCY_LIMIT).optional(),
})

/**
 * `GET /currencies/trending?chainId&sortBy&limit` in the described shape: the devnet's own tradable tokens (the
 * catalogue's default list), on one chain or all, ranked by what people bought in the last 24 hours (paid requests
 * delivering the token: their count, or their USD value for `relay24hBuyUsdVolume`), then the rest in listing order
 * (`rankTrending`); synthetic entries are never trending. `limit` 20 by default, at most 100.
 */
export function getTrendingCurrencies(context: Pick<DevnetContext, 'catalogue' | 'store'>) {
  return async (c: Context): Promise<Response> => {
    const parsed = trendingQuerySchema.safeParse({
      chainId: c.req.query('chainId') || undefined,
      sortBy: c.req.query('sortBy') || undefined,
      limit: c.req.query('limit') || undefined,
    })
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
      throw new ServiceError(400, 'INVALID_INPUT', `Invalid query: ${issues.join('; ')}`)
    }
    const { chainId, sortBy, limit = DEFAULT_CURRENCY_LIMIT } = parsed.data
    const listed = context.catalogue.search({
      chainIds: chainId === undefined ? undefined : [chainId],
      defaultList: true,
      limit: MAX_CURRENCY_LIMIT,
    })
    const buys = await context.store.tokenBuys.since({ since: Date.now() - TRENDING_WINDOW_MS, chainId })
    const ranked = rankTrending(listed, buys, sortBy).slice(0, limit)
    return c.json(ranked.map(toTrending) satisfies DescribedResponse<'/currencies/trending', 'get'>)
  }
}

function toTrending(c: CatalogueCurrency): TrendingCurrency {
  const vmType = VM_TYPES.find((vm) => vm === c.vmType)
  return {
    chainId: c.chainId,
    address: c.address,
    symbol: c.symbol,
    name: c.name,
    decimals: c.decimals,
    ...(vmType ? { vmType } : {}),
    metadata: { ...(c.logoURI ? { logoURI: c.logoURI } : {}), verified: c.verified, isNative: c.isNative },
  }
}
