import { describe, expect, it } from 'vitest'
import { appPaid, sponsorshipLine } from './sponsorshipLine'

const phase = (sponsored: string, sponsoredUsd: string, userUsd: string, capHit = false) => ({
  sponsoredTotal: { amount: sponsored, amountUsd: sponsoredUsd },
  userPaysTotal: { amountUsd: userUsd },
  capHit,
})

describe('the activity detail’s line on fees paid by the app', () => {
  it('is there only when the app paid, or was quoted to pay, something', () => {
    expect(appPaid({ quoted: phase('0', '0', '1.20') })).toBe(false)
    expect(appPaid({ quoted: phase('0', '0', '1.20'), actual: phase('0', '0', '1.18') })).toBe(false)
    expect(appPaid({ quoted: phase('1000', '0.50', '0.70') })).toBe(true)
    // Quoted with sponsorship, then the sponsor ran dry: the line still says what was quoted and paid.
    expect(appPaid({ quoted: phase('1000', '0.50', '0.70'), actual: phase('0', '0', '1.20') })).toBe(true)
  })

  it('says who pays what, and when the cap was reached', () => {
    expect(sponsorshipLine(phase('1', '1', '1.5', true), true)).toBe(
      'Paid: the app $1.00, the person $1.50 (the app’s cap was reached).',
    )
    expect(sponsorshipLine(phase('1', '0.25', '0'), false)).toBe('Quoted: the app $0.25, the person $0.00.')
  })
})
