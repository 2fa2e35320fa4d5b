/**
 * `0x1234…abcd`: a hash or address shortened to its first and last `chars` characters: after the `0x` of hex, from the start of
 * base58 (a Solana signature or key), which has no prefix.
 */
export function shortHex(value: string, chars = 4): string {
  const prefix = value.startsWith('0x') ? 2 : 0
  return value.length <= prefix + chars * 2 + 1 ? value : `${value.slice(0, prefix + chars)}…${value.slice(-chars)}`
}

export function formatUsd(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined
  const n = Number(value)
  if (!Number.isFinite(n)) return undefined
  if (n !== 0 && Math.abs(n) < 0.01) return n < 0 ? '-<$0.01' : '<$0.01'
  return n.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 })
}

export function formatSeconds(seconds: number | undefined): string | undefined {
  if (seconds === undefined) return undefined
  if (seconds < 60) return `~${Math.max(1, Math.round(seconds))} s`
  return `~${Math.round(seconds / 60)} min`
}

/**
 * Basis points as a percent a person reads, from integers only (no float
 * that shows 0.30000000000000004): 50 → "0.5 %", 25 → "0.25 %", 300 → "3 %".
 */
export function formatBps(bps: number): string {
  const hundredths = String(bps % 100)
    .padStart(2, '0')
    .replace(/0+$/, '')
  return `${Math.floor(bps / 100)}${hundredths ? `.${hundredths}` : ''} %`
}
