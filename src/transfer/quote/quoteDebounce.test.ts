import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  QUOTE_DEBOUNCE_FIRST_MS,
  QUOTE_DEBOUNCE_MIN_MS,
  QUOTE_DEBOUNCE_MS,
  QUOTE_DEBOUNCE_PACE,
} from '../../api/quotePolicy'
import { createQuoteDebounce, quoteDelay } from './quoteDebounce'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

/** A debounce on the fake clock, and what it settled on, with when. */
function debounce() {
  const settled: { value: string; at: number }[] = []
  const d = createQuoteDebounce<string>((value) => settled.push({ value, at: Date.now() }), Date.now)
  return { d, settled }
}

/** Types `keys` (each the form's new value) `gaps` ms apart, starting now. */
function type(d: ReturnType<typeof debounce>['d'], values: string[], gaps: number | number[]) {
  values.forEach((value, i) => {
    if (i > 0) vi.advanceTimersByTime(Array.isArray(gaps) ? gaps[i - 1]! : gaps)
    d.change(value)
  })
}

describe('quoteDelay', () => {
  it('waits a little longer than the slowest recent gap, within the minimum and the maximum', () => {
    expect(quoteDelay([])).toBe(QUOTE_DEBOUNCE_FIRST_MS)
    expect(quoteDelay([120, 140, 110])).toBe(140 * QUOTE_DEBOUNCE_PACE)
    expect(quoteDelay([20, 30])).toBe(QUOTE_DEBOUNCE_MIN_MS)
    expect(quoteDelay([400])).toBe(QUOTE_DEBOUNCE_MS)
    // Only the last few gaps set the pace: a slow start does not slow the end of a quick run.
    expect(quoteDelay([450, 100, 100, 100])).toBe(QUOTE_DEBOUNCE_MIN_MS)
  })
})

describe('quote debounce', () => {
  it('asks once for an amount typed at a steady pace, soon after the last key', () => {
    const { d, settled } = debounce()
    const start = Date.now()
    type(d, ['0.2', '0.25', '0.255', '0.2555'], [130, 150, 110])
    vi.runAllTimers()
    expect(settled).toEqual([{ value: '0.2555', at: start + 390 + 150 * QUOTE_DEBOUNCE_PACE }])
  })

  it('asks once for a slower typist too: the wait follows the pace', () => {
    const { d, settled } = debounce()
    type(d, ['1', '1.', '1.5', '1.55'], 300)
    vi.runAllTimers()
    expect(settled.map((s) => s.value)).toEqual(['1.55'])
  })

  it('never waits longer than the longest wait, and a long pause starts afresh', () => {
    const { d, settled } = debounce()
    // Keys 390 ms apart would wait 585 ms: the longest wait it is.
    type(d, ['1', '12', '123'], 390)
    vi.advanceTimersByTime(QUOTE_DEBOUNCE_MS - 1)
    expect(settled).toEqual([])
    vi.advanceTimersByTime(1)
    expect(settled.map((s) => s.value)).toEqual(['123'])
    // After a pause, a single change (a pick, Max) waits the first wait, not the last burst's pace.
    vi.advanceTimersByTime(2_000)
    d.change('3')
    vi.advanceTimersByTime(QUOTE_DEBOUNCE_FIRST_MS - 1)
    expect(settled).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(settled.map((s) => s.value)).toEqual(['123', '3'])
  })

  it('drops what was waiting when the form is back to what is settled, or the page goes', () => {
    const { d, settled } = debounce()
    d.change('0.3')
    vi.advanceTimersByTime(100)
    d.change(undefined)
    vi.runAllTimers()
    expect(settled).toEqual([])
    d.change('0.4')
    d.cancel()
    vi.runAllTimers()
    expect(settled).toEqual([])
  })
})
