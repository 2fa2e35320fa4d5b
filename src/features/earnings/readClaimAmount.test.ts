import { describe, expect, it } from 'vitest'
import { readClaimAmount } from './readClaimAmount'

const usdc = { balance: 2_500_000n, decimals: 6, symbol: 'USDC' }

describe('readClaimAmount', () => {
  it('claims all of the balance without an amount', () => {
    expect(readClaimAmount({ ...usdc, all: true, text: 'ignored' })).toEqual({ ok: true, all: true })
  })

  it('reads an amount in the token decimals, up to the whole balance', () => {
    expect(readClaimAmount({ ...usdc, all: false, text: '1.25' })).toEqual({ ok: true, all: false, value: 1_250_000n })
    expect(readClaimAmount({ ...usdc, all: false, text: '2,5' })).toEqual({ ok: true, all: false, value: 2_500_000n })
  })

  it('refuses an empty, malformed or zero amount', () => {
    expect(readClaimAmount({ ...usdc, all: false, text: ' ' })).toEqual({ ok: false, message: 'Enter an amount' })
    expect(readClaimAmount({ ...usdc, all: false, text: '1.2.3' }).ok).toBe(false)
    expect(readClaimAmount({ ...usdc, all: false, text: '0.000' })).toEqual({
      ok: false,
      message: 'Enter an amount above 0',
    })
  })

  it('refuses more decimals than the token has', () => {
    expect(readClaimAmount({ ...usdc, all: false, text: '0.0000001' })).toEqual({
      ok: false,
      message: 'This token has at most 6 decimals',
    })
  })

  it('refuses more than the balance, saying the most it can be', () => {
    expect(readClaimAmount({ ...usdc, all: false, text: '2.500001' })).toEqual({
      ok: false,
      message: 'More than the balance: at most \u20662.5 USDC\u2069',
    })
  })

  it('has nothing to claim from an empty balance, all or not', () => {
    expect(readClaimAmount({ ...usdc, balance: 0n, all: true, text: '' }).ok).toBe(false)
  })
})
