import { fetchJson } from './fetchJson'
import { type ChainsResponse, chainsResponseSchema } from './schemas/catalogue'

/** GET /chains: every chain the service lists, whatever Ferry can do with it (or only `includeChains`). */
export function getChains(args: {
  baseUrl: string
  includeChains?: readonly number[]
  signal?: AbortSignal
}): Promise<ChainsResponse> {
  const path = args.includeChains
    ? `/chains?${new URLSearchParams({ includeChains: args.includeChains.join(',') })}`
    : '/chains'
  return fetchJson({ baseUrl: args.baseUrl, path, schema: chainsResponseSchema, signal: args.signal })
}
