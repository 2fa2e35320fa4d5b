import { describe, expect, it } from 'vitest'
import { recentSummaryText } from './recentSummaryText'

describe('recentSummaryText', () => {
  it('keeps the quoted line while the transfer goes on or has arrived', () => {
    expect(recentSummaryText('0.4 ETH → 0.3997 ETH', 'success')).toBe('0.4 ETH → 0.3997 ETH')
    expect(recentSummaryText('0.4 ETH → 0.3997 ETH', undefined)).toBe('0.4 ETH → 0.3997 ETH')
  })

  it('says a refunded transfer’s payment came back, not what never arrived', () => {
    expect(recentSummaryText('0.4 ETH → 0.3997 ETH', 'refund')).toBe('0.4 ETH, refunded')
  })
})
