import { describe, expect, it } from 'vitest'
import type { DescribedResponse } from '../../api/description/describedTypes'
import { appFeeClaimsResponseSchema } from '../../api/schemas/appFees'
import { findPostedClaim } from './findPostedClaim'

const USDC = '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913'
const to = '0x00000000000000000000000000000000000000aa'
const body = { chainId: 8453, currency: USDC, recipient: to }

/** A claims listing as the description shapes it (the example of `currency` included). */
const listing = (
  claims: NonNullable<DescribedResponse<'/app-fees/{wallet}/claims', 'get'>['claims']>,
): DescribedResponse<'/app-fees/{wallet}/claims', 'get'> => ({ claims })
const claim = (claimId: string, recipient = to, address = USDC) => ({
  claimId,
  wallet: '0x00000000000000000000000000000000000000ff',
  recipient,
  currency: { currency: { chainId: 8453, address, symbol: 'USDC', decimals: 6 }, amount: '100' },
  txHash: null,
  status: 'pending',
  createdAt: '2026-01-01T00:00:00.000Z',
})

describe('findPostedClaim', () => {
  it('without an id (the post answered only { message }), the new listed claim that fits is the one posted', () => {
    const { claims } = appFeeClaimsResponseSchema.parse(
      listing([claim('0xnew'), claim('0xother', '0x00000000000000000000000000000000000000bb'), claim('0xold')]),
    )
    expect(findPostedClaim({ claims, claimId: undefined, before: new Set(['0xold']), body })?.claimId).toBe('0xnew')
    // Not listed yet: nothing new that fits.
    expect(findPostedClaim({ claims, claimId: undefined, before: new Set(['0xnew', '0xold']), body })).toBeUndefined()
  })

  it('another currency is another claim; an id named by the steps is found by its id', () => {
    const { claims } = appFeeClaimsResponseSchema.parse(listing([claim('0xeth', to, `0x${'0'.repeat(40)}`)]))
    expect(findPostedClaim({ claims, claimId: undefined, before: new Set(), body })).toBeUndefined()
    expect(findPostedClaim({ claims, claimId: '0xETH', before: new Set(['0xeth']), body })?.claimId).toBe('0xeth')
  })
})
