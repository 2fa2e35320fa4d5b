/** What every benchmark here shares: percentiles, a summary of timings, and a deterministic PRNG. */

/** The p-th percentile (nearest rank) of timings, in any order. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/** p50, p95, p99 and mean of timings in ms. */
export function summarize(times: readonly number[]): { p50: number; p95: number; p99: number; mean: number } {
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    mean: times.reduce((a, b) => a + b, 0) / times.length,
  }
}

/** A small deterministic PRNG (mulberry32), so every run seeds and asks the same. */
export function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
