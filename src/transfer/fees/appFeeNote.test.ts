import { describe, expect, it } from 'vitest'
import { appFeeNote } from './appFeeNote'

const eth = { chainId: 1, address: '0x0000000000000000000000000000000000000000', symbol: 'ETH', decimals: 18 }
const shop = { status: 'known', fees: [{ recipient: '0x00000000000000000000000000000000000005a0', bps: 50 }] } as const

describe('appFeeNote', () => {
  it("names the site's fee with its amount and, when the quote gives it, its USD value", () => {
    const app = { currency: eth, amount: String(5n * 10n ** 14n), amountUsd: '1.5' }
    expect(appFeeNote({ fees: { app }, appFees: { ...shop, siteName: 'Example Bridge' } })).toEqual({
      label: 'Includes a 0.5% fee to Example Bridge',
      amount: '0.0005 ETH',
      usd: '$1.50',
    })
    expect(appFeeNote({ fees: { app: { ...app, amountUsd: undefined } }, appFees: shop })).toEqual({
      label: 'Includes a 0.5% fee to this site',
      amount: '0.0005 ETH',
    })
  })

  it('says nothing when the quote charges no fee', () => {
    expect(appFeeNote({ fees: {}, appFees: shop })).toBeUndefined()
    expect(appFeeNote({ fees: { app: { currency: eth, amount: '0' } }, appFees: shop })).toBeUndefined()
  })
})
