import { describe, expect, it } from 'vitest'
import { appFeeRequest } from './appFeeRequest'

const shop = '0x00000000000000000000000000000000000005a0'
const partner = '0x00000000000000000000000000000000000005a1'

describe('appFeeRequest', () => {
  it("sends the site's fees as the service has them: recipient and basis points, as text", () => {
    expect(
      appFeeRequest({
        status: 'known',
        fees: [
          { recipient: shop, bps: 50 },
          { recipient: partner, bps: 25 },
        ],
      }),
    ).toEqual({
      ok: true,
      body: {
        appFees: [
          { recipient: shop, fee: '50' },
          { recipient: partner, fee: '25' },
        ],
      },
    })
    expect(appFeeRequest({ status: 'known', fees: [] })).toEqual({ ok: true, body: {} })
    expect(appFeeRequest(undefined)).toEqual({ ok: true, body: {} })
  })

  it('refuses above 3 % in the words of appFeeRefusal, and waits in silence while the fees are not known', () => {
    expect(appFeeRequest({ status: 'known', fees: [{ recipient: shop, bps: 301 }], siteName: 'Shop' })).toEqual({
      ok: false,
      message: 'Shop asks a 3.01% fee; Ferry does not take quotes with a fee above 3%.',
    })
    expect(appFeeRequest({ status: 'known', fees: [{ recipient: shop, bps: 300 }] })).toMatchObject({ ok: true })
    expect(appFeeRequest({ status: 'pending' })).toMatchObject({ ok: false, silent: true })
  })
})
