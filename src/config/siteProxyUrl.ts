import { env } from './env'

/**
 * Where the site server's proxy answers `path` (`/api/local` for a network's service, `/api/events` for the live
 * stream, `/api` itself without a path), or `undefined` in a static build without a site server
 * (`VITE_FERRY_PROXY_URL` empty). The one place the proxy's address is built, so every caller has the same guard.
 */
export function siteProxyUrl(path?: string, base: string = env.VITE_FERRY_PROXY_URL): string | undefined {
  if (!base) return undefined
  return path ? `${base}/${path}` : base
}
