const COLORS: Record<string, string> = { eth: '#627EEA', weth: '#EC1C79', usdc: '#2775CA' }

/**
 * A small round SVG badge for a devnet currency. The devnet serves these so
 * that `metadata.logoURI` is a working URL without internet access.
 */
export function currencyIcon(key: string): string | undefined {
  const color = COLORS[key]
  if (!color) return undefined
  const label = key.toUpperCase().slice(0, 4)
  const size = label.length > 3 ? 9 : 11
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${color}"/><text x="16" y="20" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${size}" fill="#fff">${label}</text></svg>`
}
