import { describe, expect, it } from 'vitest'
import { formatBps } from '../../lib/format'
import { appFeeLabel, appFeeRefusal, MAX_APP_FEE_BPS, totalAppFeeBps } from './appFeePolicy'

const shop = '0x00000000000000000000000000000000000005a0'
const partner = '0x00000000000000000000000000000000000005a1'

describe('app fee policy', () => {
  it('writes basis points as a percent without float noise', () => {
    expect(formatBps(50)).toBe('0.5%')
    expect(formatBps(25)).toBe('0.25%')
    expect(formatBps(30)).toBe('0.3%')
    expect(formatBps(1)).toBe('0.01%')
    expect(formatBps(125)).toBe('1.25%')
    expect(formatBps(300)).toBe('3%')
    expect(formatBps(10_000)).toBe('100%')
  })

  it('caps all of a site’s fees together at 3%', () => {
    expect(MAX_APP_FEE_BPS).toBe(300)
    expect(appFeeRefusal({ fees: [] })).toBeUndefined()
    expect(appFeeRefusal({ fees: [{ recipient: shop, bps: 300 }] })).toBeUndefined()
    const fees = [
      { recipient: shop, bps: 200 },
      { recipient: partner, bps: 150 },
    ]
    expect(totalAppFeeBps(fees)).toBe(350)
    expect(appFeeRefusal({ fees })).toBe('This site asks a 3.5% fee; Ferry does not take quotes with a fee above 3%.')
    expect(appFeeRefusal({ fees: [{ recipient: shop, bps: 500 }], siteName: 'Example Shop' })).toBe(
      'Example Shop asks a 5% fee; Ferry does not take quotes with a fee above 3%.',
    )
  })

  it('names the rate and the site in the review, or says plainly that there is one', () => {
    const known = (bps: number[], siteName?: string) =>
      ({ status: 'known', fees: bps.map((b) => ({ recipient: shop, bps: b })), siteName }) as const
    expect(appFeeLabel(known([50], 'Example Shop'))).toBe('Includes a 0.5% fee to Example Shop')
    expect(appFeeLabel(known([25]))).toBe('Includes a 0.25% fee to this site')
    expect(appFeeLabel(known([50, 25], 'Shop'))).toBe('Includes a 0.75% fee to Shop')
    expect(appFeeLabel(known([]))).toBe('Includes an app fee')
    expect(appFeeLabel({ status: 'pending' })).toBe('Includes an app fee')
    expect(appFeeLabel(undefined)).toBe('Includes an app fee')
  })
})
