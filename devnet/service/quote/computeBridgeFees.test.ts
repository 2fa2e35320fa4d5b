import { describe, expect, it } from 'vitest'
import { computeBridgeFees } from './computeBridgeFees'

describe('computeBridgeFees', () => {
  const base = { relayerGas: 1_000n, relayerServiceBps: 5n, appFeeBps: [] as bigint[] }

  it('EXACT_INPUT takes the fees out of the input', () => {
    const fees = computeBridgeFees({ ...base, tradeType: 'EXACT_INPUT', amount: 1_000_000n })
    expect(fees.relayerService).toBe(500n)
    expect(fees.relayer).toBe(1_500n)
    expect(fees.amountIn).toBe(1_000_000n)
    expect(fees.amountOut).toBe(1_000_000n - 1_500n)
  })

  it.each(['EXACT_OUTPUT', 'EXPECTED_OUTPUT'] as const)(
    '%s delivers exactly the amount and adds the fees to the input',
    (tradeType) => {
      const fees = computeBridgeFees({ ...base, tradeType, amount: 1_000_000n, appFeeBps: [10n] })
      expect(fees.amountOut).toBe(1_000_000n)
      expect(fees.app).toEqual([1_000n])
      expect(fees.amountIn).toBe(1_000_000n + 1_500n + 1_000n)
    },
  )

  it('rounds percentage fees up and can leave nothing to deliver', () => {
    const fees = computeBridgeFees({ ...base, tradeType: 'EXACT_INPUT', amount: 1_001n })
    expect(fees.relayerService).toBe(1n)
    expect(fees.amountOut).toBe(0n)
  })

  it('keeps in = out + relayer + app for odd amounts', () => {
    for (const amount of [1n, 7n, 9_999n, 123_456_789n, 10n ** 24n + 3n]) {
      for (const tradeType of ['EXACT_INPUT', 'EXACT_OUTPUT'] as const) {
        const f = computeBridgeFees({ tradeType, amount, relayerGas: 77n, relayerServiceBps: 5n, appFeeBps: [3n, 25n] })
        expect(f.amountIn).toBe(f.amountOut + f.relayer + f.appTotal)
      }
    }
  })
})
