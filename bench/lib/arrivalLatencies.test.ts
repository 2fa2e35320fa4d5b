import { describe, expect, it } from 'vitest'
import { arrivalLatencies } from './arrivalLatencies'

describe('arrivalLatencies', () => {
  const acceptedAt = new Map([
    [11, 100],
    [12, 110],
    [13, 120],
  ])

  it('times every accepted event on every stream and counts what never arrived', () => {
    const measured = arrivalLatencies({
      acceptedAt,
      streams: [
        // Seq 10 is a warm-up webhook: not timed.
        { seqs: [10, 11, 12, 13], at: [95, 104, 112, 130] },
        // Heard of 11 before the sender read its 2xx; never got 13.
        { seqs: [11, 12], at: [98, 150] },
      ],
    })
    expect(measured.latencies).toEqual([4, 2, 10, -2, 40])
    expect(measured.missing).toBe(1)
    expect(measured.fastest).toEqual([-2, 2, 10])
    expect(measured.slowest).toEqual([4, 40, 10])
  })

  it('times a repeated event once per stream, and marks an event no stream got', () => {
    const measured = arrivalLatencies({
      acceptedAt,
      streams: [{ seqs: [11, 11, 12], at: [101, 300, 115] }],
    })
    expect(measured.latencies).toEqual([1, 5])
    expect(measured.missing).toBe(1)
    expect(measured.fastest).toEqual([1, 5, Number.NaN])
  })
})
