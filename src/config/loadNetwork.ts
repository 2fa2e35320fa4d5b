import { getChains } from '../api/getChains'
import { getManifest } from '../api/getManifest'
import type { DevnetManifest } from '../api/schemas/manifest'
import { takeEarlyChains } from '../api/takeEarlyChains'
import { type FerryChain, type ListedChain, listedChains, usableCatalogue } from './catalogue'
import type { NetworkProfile } from './networks'
import type { Token } from './token'

/** Everything the widget needs to know about the network it runs on. */
export type NetworkResources = {
  profile: NetworkProfile
  /**
   * The chains Ferry can use, as viem definitions built from the service's catalogue, EVM chains first; Solana's
   * among them (`vmType: 'svm'`): only `evmChains(chains)` may reach wagmi.
   */
  chains: FerryChain[]
  /** Every chain the service lists, with what Ferry can do there (pickers show the rest as not available). */
  listedChains: ListedChain[]
  tokens: Token[]
  /** Only a local devnet has one: test accounts, contracts, admin and websocket URLs. */
  manifest: DevnetManifest | undefined
}

/**
 * Reads the network's catalogue from the service it talks to (`GET /chains`,
 * through the site server's proxy when there is one), the same way on every
 * network: no chain or token list is built in. A local devnet's manifest adds
 * only what a devnet has (test accounts, contracts, its websocket). A catalogue the page asked before the app loaded
 * (a cold link naming a token) is taken instead of asking again.
 */
export async function loadNetwork(profile: NetworkProfile, signal?: AbortSignal): Promise<NetworkResources> {
  const [catalogue, manifest] = await Promise.all([
    // A cold link's page may have asked it already (src/prerender/earlyPrice.ts).
    takeEarlyChains(profile.apiUrl).then((early) => early ?? getChains({ baseUrl: profile.apiUrl, signal })),
    profile.isDevnet ? getManifest({ baseUrl: profile.serviceUrl, signal }) : undefined,
  ])
  const { chains, tokens } = usableCatalogue(catalogue.chains, { testnet: profile.id !== 'mainnet' })
  if (chains.length === 0) throw new Error(`${profile.label} lists no chain Ferry can use right now.`)
  return {
    profile: manifest ? { ...profile, websocketUrl: manifest.websocketUrl } : profile,
    chains,
    listedChains: listedChains(catalogue.chains),
    tokens,
    manifest,
  }
}
