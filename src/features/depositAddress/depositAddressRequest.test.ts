import { zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import type { Token } from '../../config/token'
import { type DepositAddressForm, depositAddressRequest } from './depositAddressRequest'

const ZERO = zeroAddress
const tokens: Token[] = [1, 2].map((chainId) => ({
  chainId,
  address: ZERO,
  symbol: 'ETH',
  name: 'Ether',
  decimals: 18,
}))
const recipient = '0x00000000000000000000000000000000000000AA'
const form: DepositAddressForm = {
  originChainId: 1,
  originToken: ZERO,
  destinationChainId: 2,
  destinationToken: ZERO,
  amountText: '0.1',
  recipient,
  exact: false,
  refundTo: '',
}

describe('depositAddressRequest', () => {
  it('asks an open deposit address for the recipient, who is the request’s user', () => {
    expect(depositAddressRequest({ form, tokens })).toMatchObject({
      ok: true,
      request: { user: recipient, recipient, amount: '100000000000000000', useDepositAddress: true },
    })
    const result = depositAddressRequest({ form, tokens })
    expect(result.ok && 'strict' in result.request).toBe(false)
  })

  it("sends the embed's swap sources with the quote, as the swap form does (issue 41)", () => {
    const swapSources = { included: ['ferry-weth-usdc'], excluded: ['ferry-meme-usdc'] }
    expect(depositAddressRequest({ form, tokens, swapSources })).toMatchObject({
      ok: true,
      request: { includedSwapSources: ['ferry-weth-usdc'], excludedSwapSources: ['ferry-meme-usdc'] },
    })
    const plain = depositAddressRequest({ form, tokens, swapSources: { included: [] } })
    expect(plain.ok && 'includedSwapSources' in plain.request).toBe(false)
  })

  it('ties an exact amount to the order, with the refund address it needs', () => {
    const refundTo = '0x00000000000000000000000000000000000000bb'
    expect(depositAddressRequest({ form: { ...form, exact: true, refundTo }, tokens })).toMatchObject({
      ok: true,
      request: { strict: true, refundTo },
    })
    expect(depositAddressRequest({ form: { ...form, exact: true }, tokens })).toMatchObject({
      ok: false,
      field: 'refundTo',
      message: expect.stringContaining('needs a refund address'),
    })
  })

  it('reads the refund address for the origin chain: a base58 key, exactly as typed, from Solana', () => {
    const refundTo = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
    const exact = { ...form, exact: true }
    expect(
      depositAddressRequest({ form: { ...exact, refundTo: ` ${refundTo} ` }, tokens, originVm: 'svm' }),
    ).toMatchObject({ ok: true, request: { strict: true, refundTo } })
    expect(
      depositAddressRequest({
        form: { ...exact, refundTo: '0x00000000000000000000000000000000000000bb' },
        tokens,
        originVm: 'svm',
      }),
    ).toMatchObject({ ok: false, field: 'refundTo', message: expect.stringContaining('Solana address') })
    expect(depositAddressRequest({ form: { ...exact, refundTo }, tokens })).toMatchObject({
      ok: false,
      field: 'refundTo',
    })
  })

  it('says what to fix, loses nothing', () => {
    expect(depositAddressRequest({ form: { ...form, amountText: '1.2.3' }, tokens })).toMatchObject({
      ok: false,
      field: 'amount',
    })
    expect(depositAddressRequest({ form: { ...form, recipient: '0x123' }, tokens })).toMatchObject({
      ok: false,
      field: 'recipient',
    })
    expect(depositAddressRequest({ form: { ...form, destinationChainId: 1 }, tokens })).toMatchObject({
      ok: false,
      field: 'route',
    })
  })

  describe("the site's fees", () => {
    const shop = '0x00000000000000000000000000000000000005a0'
    const known = (bps: number) => ({ status: 'known', fees: [{ recipient: shop, bps }], siteName: 'Shop' }) as const

    it('travel with the quote request as the swap form sends them', () => {
      expect(depositAddressRequest({ form, tokens, appFees: known(50) })).toMatchObject({
        ok: true,
        request: { useDepositAddress: true, appFees: [{ recipient: shop, fee: '50' }] },
      })
      expect(depositAddressRequest({ form, tokens })).not.toHaveProperty('request.appFees')
    })

    it('above 3 %, no address is asked, in the swap form’s words, whatever else the form holds', () => {
      const refused = {
        ok: false,
        field: 'fee',
        message: 'Shop asks a 5% fee; Ferry does not take quotes with a fee above 3%.',
      }
      expect(depositAddressRequest({ form, tokens, appFees: known(500) })).toEqual(refused)
      expect(depositAddressRequest({ form: { ...form, amountText: '' }, tokens, appFees: known(500) })).toEqual(refused)
    })

    it('not known yet, ask nothing and say nothing', () => {
      expect(depositAddressRequest({ form, tokens, appFees: { status: 'pending' } })).toMatchObject({
        ok: false,
        field: 'fee',
        silent: true,
      })
    })
  })
})
