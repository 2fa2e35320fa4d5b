import { fetchJson } from './fetchJson'
import { type ChainLiquidity, chainLiquidityResponseSchema } from './schemas/capacity'

/** `GET /chains/liquidity?chainId`: what the service's solver holds of each currency on the chain now. */
export function getChainLiquidity(args: {
  baseUrl: string
  chainId: number
  signal?: AbortSignal
}): Promise<ChainLiquidity> {
  return fetchJson({
    baseUrl: args.baseUrl,
    path: `/chains/liquidity?${new URLSearchParams({ chainId: String(args.chainId) })}`,
    schema: chainLiquidityResponseSchema,
    signal: args.signal,
  })
}
