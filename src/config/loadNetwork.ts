import type { Chain } from 'viem'
import { getCurrencies } from '../api/getCurrencies'
import { getManifest } from '../api/getManifest'
import type { DevnetManifest } from '../api/schemas/manifest'
import { devnetChains, devnetTokens } from './devnetChains'
import type { NetworkProfile } from './networks'
import type { Token } from './token'

/** Everything the widget needs to know about the network it runs on. */
export type NetworkResources = {
  profile: NetworkProfile
  chains: Chain[]
  tokens: Token[]
  manifest: DevnetManifest | undefined
}

/**
 * Reads the devnet manifest and the service's token list (`/currencies/v2`)
 * on the local network; public networks use built-in lists. If the token list
 * cannot be read, the manifest's currencies keep the form usable.
 */
export async function loadNetwork(profile: NetworkProfile, signal?: AbortSignal): Promise<NetworkResources> {
  if (profile.isDevnet) {
    const manifest = await getManifest({ baseUrl: profile.serviceUrl, signal })
    const chainIds = manifest.chains.map((c) => c.id)
    const listed = await getCurrencies({ baseUrl: profile.apiUrl, chainIds, signal }).catch(() => undefined)
    const tokens: Token[] = listed
      ? listed
          .filter((c) => chainIds.includes(c.chainId))
          .map((c) => ({
            chainId: c.chainId,
            address: c.address as `0x${string}`,
            symbol: c.symbol,
            name: c.name,
            decimals: c.decimals,
          }))
      : devnetTokens(manifest)
    return {
      profile: { ...profile, websocketUrl: manifest.websocketUrl },
      chains: devnetChains(manifest),
      tokens,
      manifest,
    }
  }
  const { PUBLIC_NETWORKS } = await import('./publicNetworks')
  const builtIn = PUBLIC_NETWORKS[profile.id as 'testnet' | 'mainnet']
  return { profile, chains: builtIn.chains, tokens: builtIn.tokens, manifest: undefined }
}
