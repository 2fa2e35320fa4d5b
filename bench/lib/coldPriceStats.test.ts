import { describe, expect, it } from 'vitest'
import { ratios, roundOrder, shownAmount, spread } from './coldPriceStats'

describe('shownAmount', () => {
  it('reads the amounts fields show', () => {
    expect(shownAmount('0.099946')).toBe(0.099946)
    expect(shownAmount(' 1,234.5 ')).toBe(1234.5)
    expect(shownAmount('1\u202f234.5')).toBe(1234.5)
    expect(shownAmount('$12.34')).toBe(12.34)
    expect(shownAmount('≈ 0.5')).toBe(0.5)
    expect(shownAmount('.5')).toBe(0.5)
    expect(shownAmount('3.')).toBe(3)
  })

  it('has no amount for an empty field, zero, a placeholder or words', () => {
    for (const text of [undefined, null, '', '0', '0.0', '0.000', '-', '—', 'abc', '1.2.3', '-1', '1e5'])
      expect(shownAmount(text), String(text)).toBeUndefined()
  })

  it('runs from its source text alone, as the page probe runs it', () => {
    const copy = new Function(`return (${shownAmount.toString()})`)() as typeof shownAmount
    expect(copy('0.25')).toBe(0.25)
    expect(copy('')).toBeUndefined()
  })
})

describe('spread', () => {
  it('gives percentiles of the times shown and counts the missing', () => {
    expect(spread([300, null, 100, 200, null])).toEqual({
      p50: 200,
      p90: 300,
      min: 100,
      max: 300,
      shown: 3,
      missing: 2,
    })
    expect(spread([null, null])).toEqual({ p50: null, p90: null, min: null, max: null, shown: 0, missing: 2 })
  })
})

describe('ratios', () => {
  it('pairs rounds and leaves out those where either has no time', () => {
    const r = ratios([100, 200, null, 400], [200, 200, 300, 100])
    // Rounds 0, 1, 3: 0.5, 1, 4; median 1. Medians: page 200 (of 100, 200, 400), reference 200.
    expect(r).toEqual({ pairedMedian: 1, ofMedians: 1, pairs: 3 })
  })

  it('is null with nothing to compare', () => {
    expect(ratios([null, null], [100, 200])).toEqual({ pairedMedian: null, ofMedians: null, pairs: 0 })
  })
})

describe('roundOrder', () => {
  it('rotates the pages by one each round', () => {
    expect(roundOrder(0, 3)).toEqual([0, 1, 2])
    expect(roundOrder(1, 3)).toEqual([1, 2, 0])
    expect(roundOrder(5, 3)).toEqual([2, 0, 1])
  })
})
