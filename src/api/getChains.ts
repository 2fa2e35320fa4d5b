import { fetchJson } from './fetchJson'
import { type ChainsResponse, chainsResponseSchema } from './schemas/catalogue'

/** GET /chains: every chain the service lists, whatever Ferry can do with it. */
export function getChains(args: { baseUrl: string; signal?: AbortSignal }): Promise<ChainsResponse> {
  return fetchJson({ baseUrl: args.baseUrl, path: '/chains', schema: chainsResponseSchema, signal: args.signal })
}
