import { fetchJson } from './fetchJson'
import { type ChainHealth, chainHealthResponseSchema } from './schemas/capacity'

/** `GET /chains/health?chainId`: whether the service calls the chain healthy now. */
export function getChainHealth(args: { baseUrl: string; chainId: number; signal?: AbortSignal }): Promise<ChainHealth> {
  return fetchJson({
    baseUrl: args.baseUrl,
    path: `/chains/health?${new URLSearchParams({ chainId: String(args.chainId) })}`,
    schema: chainHealthResponseSchema,
    signal: args.signal,
  })
}
