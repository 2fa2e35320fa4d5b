import { type Chain, defineChain } from 'viem'
import type { DevnetManifest } from '../api/schemas/manifest'

const COLORS = ['#0f766e', '#7c3aed', '#c2410c', '#0369a1']

/** A round icon with the chain's last letter ("Ferry Devnet A" -> "A"), for wallet UIs that show chain icons. */
function chainIcon(name: string, index: number): string {
  const letter = (name.trim().split(/\s+/).at(-1) ?? '?').slice(0, 1).toUpperCase()
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><circle cx="14" cy="14" r="14" fill="${COLORS[index % COLORS.length]}"/><text x="14" y="19" font-family="sans-serif" font-size="14" font-weight="700" fill="white" text-anchor="middle">${letter}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/** viem chain definitions for the chains a devnet manifest lists (with an `iconUrl` RainbowKit shows). */
export function devnetChains(manifest: DevnetManifest): Chain[] {
  return manifest.chains.map((chain, index) => ({
    ...defineChain({
      id: chain.id,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      testnet: true,
    }),
    iconUrl: chainIcon(chain.name, index),
  }))
}
