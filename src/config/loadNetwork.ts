import type { Chain } from 'viem'
import { getManifest } from '../api/getManifest'
import type { DevnetManifest } from '../api/schemas/manifest'
import { devnetChains, devnetTokens } from './devnetChains'
import { PUBLIC_NETWORKS, type NetworkProfile } from './networks'
import type { Token } from './token'

/** Everything the widget needs to know about the network it runs on. */
export type NetworkResources = {
  profile: NetworkProfile
  chains: Chain[]
  tokens: Token[]
  manifest: DevnetManifest | undefined
}

/** Reads the devnet manifest on the local network; public networks use built-in lists. */
export async function loadNetwork(profile: NetworkProfile, signal?: AbortSignal): Promise<NetworkResources> {
  if (profile.isDevnet) {
    const manifest = await getManifest({ baseUrl: profile.serviceUrl, signal })
    return { profile: { ...profile, websocketUrl: manifest.websocketUrl }, chains: devnetChains(manifest), tokens: devnetTokens(manifest), manifest }
  }
  const builtIn = PUBLIC_NETWORKS[profile.id as 'testnet' | 'mainnet']
  return { profile, chains: builtIn.chains, tokens: builtIn.tokens, manifest: undefined }
}
