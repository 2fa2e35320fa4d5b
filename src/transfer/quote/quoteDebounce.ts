import {
  QUOTE_DEBOUNCE_FIRST_MS,
  QUOTE_DEBOUNCE_MIN_MS,
  QUOTE_DEBOUNCE_MS,
  QUOTE_DEBOUNCE_PACE,
} from '../../api/quotePolicy'

/** How many of the latest gaps between changes set the pace. */
const PACE_GAPS = 3

/**
 * How long to wait after a change before quoting, from the gaps (ms) between
 * the latest changes of this burst of typing: a little longer than the
 * slowest of them, so that a person typing on at their pace asks nothing in
 * between, within [QUOTE_DEBOUNCE_MIN_MS, QUOTE_DEBOUNCE_MS].
 */
export function quoteDelay(gaps: readonly number[]): number {
  if (gaps.length === 0) return QUOTE_DEBOUNCE_FIRST_MS
  const slowest = Math.max(...gaps.slice(-PACE_GAPS))
  return Math.round(Math.min(QUOTE_DEBOUNCE_MS, Math.max(QUOTE_DEBOUNCE_MIN_MS, slowest * QUOTE_DEBOUNCE_PACE)))
}

export type QuoteDebounce<T> = {
  /**
   * The form changed (a key, a pick): the pace is noted and `value` is settled on once nothing changes for
   * `quoteDelay`; `undefined` (the form says what is already settled) drops what was waiting.
   */
  change: (value: T | undefined) => void
  /** Drops what was waiting (the page goes away). */
  cancel: () => void
}

/**
 * The quote debounce: what the form says is handed to `settle` once it stops
 * changing, after a wait that follows the person's typing pace. A change
 * supersedes what was waiting; the query of a request that is no longer the
 * settled one is no longer observed, and react-query aborts its fetch.
 */
export function createQuoteDebounce<T>(
  settle: (value: T) => void,
  now: () => number = () => performance.now(),
): QuoteDebounce<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  let last: number | undefined
  let gaps: number[] = []
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  return {
    change(value) {
      const at = now()
      const gap = last === undefined ? undefined : at - last
      last = at
      // A pause as long as the longest wait ends the burst: its pace says nothing about the next one.
      gaps = gap === undefined || gap >= QUOTE_DEBOUNCE_MS ? [] : [...gaps, gap].slice(-PACE_GAPS)
      cancel()
      if (value === undefined) return
      timer = setTimeout(() => {
        timer = undefined
        settle(value)
      }, quoteDelay(gaps))
    },
    cancel,
  }
}
