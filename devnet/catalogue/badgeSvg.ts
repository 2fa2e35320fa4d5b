/**
 * A small SVG badge: a round one for a currency, a rounded square for a
 * chain. The devnet serves these itself so every logo URL it lists works
 * without internet access.
 */
export function badgeSvg(args: { label: string; color: string; shape: 'circle' | 'square' }): string {
  const label = escapeXml(args.label.slice(0, 4))
  const size = args.label.length > 3 ? 9 : args.label.length > 2 ? 11 : 14
  const shape =
    args.shape === 'circle'
      ? `<circle cx="16" cy="16" r="16" fill="${args.color}"/>`
      : `<rect width="32" height="32" rx="8" fill="${args.color}"/><path d="M4 24 L28 24" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">${shape}<text x="16" y="${size >= 14 ? 21 : 20}" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${size}" fill="#fff">${label}</text></svg>`
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
