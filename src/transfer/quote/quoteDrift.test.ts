import { describe, expect, it } from 'vitest'
import type { QuoteResponse } from '../../api/schemas/quote'
import { needsReacceptance, slippageBps } from './quoteDrift'

const quote = (out: string, percent?: string): QuoteResponse => ({
  steps: [],
  fees: {},
  details: {
    currencyOut: { amount: out },
    slippageTolerance: percent === undefined ? undefined : { destination: { percent } },
  },
})

describe('quote drift', () => {
  it("reads the quote's destination slippage in bps, 50 when absent", () => {
    expect(slippageBps(quote('1', '1.5'))).toBe(150n)
    expect(slippageBps(quote('1'))).toBe(50n)
    expect(slippageBps(quote('1', 'garbage'))).toBe(50n)
  })
  it('asks again only when the output falls beyond the tolerance', () => {
    expect(needsReacceptance({ acceptedOut: 10_000n, current: quote('9950', '0.5') })).toBe(false)
    expect(needsReacceptance({ acceptedOut: 10_000n, current: quote('9949', '0.5') })).toBe(true)
    expect(needsReacceptance({ acceptedOut: 10_000n, current: quote('12000', '0.5') })).toBe(false)
  })
})
