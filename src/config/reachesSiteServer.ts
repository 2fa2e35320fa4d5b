import type { NetworkProfile } from './networks'
import { siteProxyUrl } from './siteProxyUrl'

/**
 * Whether the widget reaches the service through this build's site server (its proxy for the network, which adds the
 * network's API key), so that an endpoint the description gives to key holders alone (`POST /wallets/screen`) may be
 * asked. Only the site server's own proxy counts: a static build (no proxy) reaches the service itself, and an
 * embed's `apiUrl` elsewhere (the service at another address, a mirror) holds no key Ferry knows of; asking a keyed
 * endpoint there is a 401 and a console error on every recipient check.
 */
export function reachesSiteServer(
  profile: Pick<NetworkProfile, 'id' | 'apiUrl'>,
  proxyBase?: string,
  origin: string = globalThis.location?.origin ?? 'http://localhost',
): boolean {
  const proxy = proxyBase === undefined ? siteProxyUrl(profile.id) : siteProxyUrl(profile.id, proxyBase)
  if (proxy === undefined) return false
  const normal = (url: string) => {
    try {
      return new URL(url, origin).href.replace(/\/+$/, '')
    } catch {
      return undefined
    }
  }
  const proxied = normal(proxy)
  return proxied !== undefined && normal(profile.apiUrl) === proxied
}
