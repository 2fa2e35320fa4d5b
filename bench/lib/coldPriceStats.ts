import { percentile } from '../benchStats'

/**
 * The amount a field shows, as a number: digits with an optional decimal part,
 * group separators (`,`, thin and no-break spaces) and a leading currency sign
 * or `≈` allowed; undefined for an empty field, zero, a placeholder or text.
 * Self-contained (no other function, no closure): the page probe runs it in the
 * page through its source text (bench/lib/coldPriceProbe.ts).
 */
export function shownAmount(text: string | null | undefined): number | undefined {
  if (text === null || text === undefined) return undefined
  const clean = text.replace(/[\s\u00a0\u202f\u2009,]/g, '').replace(/^(≈|~)?\$?/, '')
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(clean)) return undefined
  const value = Number(clean)
  return value > 0 && Number.isFinite(value) ? value : undefined
}

/** p50, p90, min and max of the defined values, and how many of `all` had none (a price that never showed). */
export function spread(all: readonly (number | null)[]): {
  p50: number | null
  p90: number | null
  min: number | null
  max: number | null
  shown: number
  missing: number
} {
  const values = all.filter((v): v is number => v !== null)
  if (!values.length) return { p50: null, p90: null, min: null, max: null, shown: 0, missing: all.length }
  return {
    p50: percentile(values, 50),
    p90: percentile(values, 90),
    min: Math.min(...values),
    max: Math.max(...values),
    shown: values.length,
    missing: all.length - values.length,
  }
}

/**
 * A page's times over a reference's, two ways: the median over rounds of the
 * ratio within each round (steadier when the machine's load drifts through the
 * run; rounds where either has no time are left out), and the ratio of the
 * two medians. Null when there is nothing to compare.
 */
export function ratios(
  page: readonly (number | null)[],
  reference: readonly (number | null)[],
): { pairedMedian: number | null; ofMedians: number | null; pairs: number } {
  const paired: number[] = []
  for (let round = 0; round < Math.min(page.length, reference.length); round++) {
    const a = page[round]
    const b = reference[round]
    if (a !== null && a !== undefined && b !== null && b !== undefined && b > 0) paired.push(a / b)
  }
  const a = spread(page).p50
  const b = spread(reference).p50
  return {
    pairedMedian: paired.length ? percentile(paired, 50) : null,
    ofMedians: a !== null && b !== null && b > 0 ? a / b : null,
    pairs: paired.length,
  }
}

/** The order in which a round loads the pages: rotated by one each round, so no page always goes first. */
export function roundOrder(round: number, pages: number): number[] {
  return Array.from({ length: pages }, (_, k) => (round + k) % pages)
}
