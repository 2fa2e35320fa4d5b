import { describe, expect, it } from 'vitest'
import { feeBreakdown } from './feeBreakdown'

const usdc = {
  chainId: 1,
  address: '0x00000000000000000000000000000000000000c1',
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
}
const fee = (amountUsd: string) => ({ currency: usdc, amount: String(Number(amountUsd) * 1e6), amountUsd })

describe('feeBreakdown', () => {
  it('totals the components once (relayer is the sum of its parts)', () => {
    const b = feeBreakdown({ gas: fee('0.5'), relayer: fee('1.5'), relayerGas: fee('1'), relayerService: fee('0.5') })
    expect(b.totalUsd).toBe(2)
    expect(b.sponsoredUsd).toBe(0)
    expect(b.youPayUsd).toBe(2)
  })

  it('splits what the app pays (subsidized) from what the person pays', () => {
    const b = feeBreakdown({ relayerGas: fee('1'), relayerService: fee('0.5'), subsidized: fee('1.2') })
    expect(b.totalUsd).toBe(1.5)
    expect(b.sponsoredUsd).toBe(1.2)
    expect(b.youPayUsd).toBeCloseTo(0.3)
    expect(b.rows.map(([key]) => key)).toEqual(['relayerGas', 'relayerService', 'subsidized'])
  })

  it('never shows the app paying more than the fees, nor garbage as money', () => {
    expect(feeBreakdown({ relayerGas: fee('1'), subsidized: fee('5') })).toMatchObject({
      sponsoredUsd: 1,
      youPayUsd: 0,
    })
    expect(feeBreakdown({ relayerGas: { ...fee('1'), amountUsd: 'NaN' } }).totalUsd).toBe(0)
  })
})

describe('the app fee in the review', () => {
  it('stands apart from the rows, and counts in the total', () => {
    const b = feeBreakdown({ relayerGas: fee('1'), app: fee('0.5') })
    expect(b.rows.map(([key]) => key)).toEqual(['relayerGas'])
    expect(b.app?.amountUsd).toBe('0.5')
    expect(b.totalUsd).toBe(1.5)
    expect(feeBreakdown({ relayerGas: fee('1') }).app).toBeUndefined()
  })
})
