import { describe, expect, it } from 'vitest'
import { poolAmountIn, poolAmountOut } from '../../contracts/poolMath'
import { ServiceError } from '../ServiceError'
import { type PriceQuoteInput, priceQuote } from './priceQuote'

const reserves = { in: 10_000n * 10n ** 18n, out: 30_000_000n * 10n ** 6n }
const base: Omit<PriceQuoteInput, 'tradeType' | 'amount'> = {
  delivery: 'swap',
  reserves,
  relayerGas: 10n ** 13n,
  relayerServiceBps: 5n,
  appFeeBps: [25n],
  slippageBps: 50n,
}

describe('priceQuote', () => {
  it('EXACT_INPUT swap: fees off the input, the rest through the pool, slippage off the output', () => {
    const amount = 10n ** 18n
    const q = priceQuote({ ...base, tradeType: 'EXACT_INPUT', amount })
    expect(q.fees.amountIn).toBe(amount)
    expect(q.budget).toBe(amount - q.fees.relayer - q.fees.appTotal)
    expect(q.expectedOut).toBe(poolAmountOut(q.budget, reserves.in, reserves.out))
    expect(q.minOut).toBe((q.expectedOut * 9_950n) / 10_000n)
    expect(q.exactOut).toBe(false)
  })

  it('EXACT_OUTPUT swap: the exact output, with the slippage as input headroom', () => {
    const out = 3_000n * 10n ** 6n
    const q = priceQuote({ ...base, tradeType: 'EXACT_OUTPUT', amount: out })
    const needed = poolAmountIn(out, reserves.in, reserves.out)!
    expect(q).toMatchObject({ expectedOut: out, minOut: out, exactOut: true, neededIn: needed })
    expect(q.budget).toBe((needed * 10_050n + 9_999n) / 10_000n)
    expect(q.fees.amountIn).toBe(q.budget + q.fees.relayer + q.fees.appTotal)
  })

  it('EXPECTED_OUTPUT swap: input for the output now, minimum with slippage', () => {
    const out = 3_000n * 10n ** 6n
    const q = priceQuote({ ...base, tradeType: 'EXPECTED_OUTPUT', amount: out })
    expect(q.budget).toBe(poolAmountIn(out, reserves.in, reserves.out))
    expect(poolAmountOut(q.budget, reserves.in, reserves.out)).toBeGreaterThanOrEqual(out)
    expect(q).toMatchObject({ expectedOut: out, minOut: (out * 9_950n) / 10_000n, exactOut: false })
  })

  it('transfer: one for one, no slippage', () => {
    const q = priceQuote({
      ...base,
      delivery: 'transfer',
      reserves: undefined,
      tradeType: 'EXACT_INPUT',
      amount: 10n ** 18n,
    })
    expect(q.expectedOut).toBe(q.budget)
    expect(q.minOut).toBe(q.expectedOut)
    const exact = priceQuote({
      ...base,
      delivery: 'transfer',
      reserves: undefined,
      tradeType: 'EXACT_OUTPUT',
      amount: 10n ** 18n,
    })
    expect(exact).toMatchObject({ expectedOut: 10n ** 18n, minOut: 10n ** 18n, budget: 10n ** 18n, exactOut: false })
  })

  it('refuses what fees eat and what the pool cannot pay', () => {
    const tooLow = () => priceQuote({ ...base, tradeType: 'EXACT_INPUT', amount: 10n ** 12n })
    expect(tooLow).toThrow(ServiceError)
    expect(tooLow).toThrow(/too low/)
    expect(() => priceQuote({ ...base, tradeType: 'EXACT_OUTPUT', amount: reserves.out })).toThrow(/cannot pay/)
    expect(() =>
      priceQuote({ ...base, reserves: { in: 0n, out: 0n }, tradeType: 'EXACT_INPUT', amount: 10n ** 18n }),
    ).toThrow(/no liquidity/)
  })
})
