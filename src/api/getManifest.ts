import { fetchJson } from './fetchJson'
import { type DevnetManifest, devnetManifestSchema } from './schemas/manifest'

/** GET /devnet/manifest: chains, tokens, contracts and test accounts of a local devnet. */
export function getManifest(args: { baseUrl: string; signal?: AbortSignal }): Promise<DevnetManifest> {
  return fetchJson({
    baseUrl: args.baseUrl,
    path: '/devnet/manifest',
    schema: devnetManifestSchema,
    signal: args.signal,
  })
}
