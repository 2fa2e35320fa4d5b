import { describe, expect, it } from 'vitest'
import type { Token } from '../../config/token'
import { buildQuoteRequest, type SwapFormValues } from './buildQuoteRequest'

const ZERO = '0x0000000000000000000000000000000000000000' as const
const tokens: Token[] = [
  { chainId: 1, address: ZERO, symbol: 'ETH', name: 'Ether', decimals: 18 },
  { chainId: 2, address: ZERO, symbol: 'ETH', name: 'Ether', decimals: 18 },
  { chainId: 1, address: '0x00000000000000000000000000000000000000c1', symbol: 'USDC', name: 'USD Coin', decimals: 6 },
  { chainId: 2, address: '0x00000000000000000000000000000000000000c2', symbol: 'USDC', name: 'USD Coin', decimals: 6 },
]
const user = '0x00000000000000000000000000000000000000aa'
const base: SwapFormValues = { originChainId: 1, destinationChainId: 2, symbol: 'ETH', payText: '0.5', receiveText: '', edited: 'pay', exactOutput: false }

describe('buildQuoteRequest', () => {
  it('quotes EXACT_INPUT in smallest units from "you pay"', () => {
    const result = buildQuoteRequest({ values: base, tokens, user })
    expect(result).toMatchObject({ ok: true, request: { amount: '500000000000000000', tradeType: 'EXACT_INPUT', originCurrency: ZERO, originChainId: 1, destinationChainId: 2, user } })
  })

  it('quotes EXPECTED_OUTPUT from "you receive", with the destination token decimals', () => {
    const result = buildQuoteRequest({ values: { ...base, symbol: 'USDC', edited: 'receive', receiveText: '25.5' }, tokens, user })
    expect(result).toMatchObject({ ok: true, request: { amount: '25500000', tradeType: 'EXPECTED_OUTPUT', destinationCurrency: '0x00000000000000000000000000000000000000c2' } })
  })

  it('quotes EXACT_OUTPUT when the person asked for an exact output', () => {
    const result = buildQuoteRequest({ values: { ...base, edited: 'receive', receiveText: '1', exactOutput: true }, tokens, user })
    expect(result).toMatchObject({ ok: true, request: { tradeType: 'EXACT_OUTPUT' } })
  })

  it('explains an amount with more decimals than the token has', () => {
    const result = buildQuoteRequest({ values: { ...base, symbol: 'USDC', payText: '1.0000001' }, tokens, user })
    expect(result).toMatchObject({ ok: false, field: 'pay', message: expect.stringContaining('6 decimals') })
  })

  it('is silent about an empty or zero amount, loud about a malformed one', () => {
    expect(buildQuoteRequest({ values: { ...base, payText: '' }, tokens, user })).toMatchObject({ ok: false, silent: true })
    expect(buildQuoteRequest({ values: { ...base, payText: '0.0' }, tokens, user })).toMatchObject({ ok: false, silent: true })
    expect(buildQuoteRequest({ values: { ...base, payText: '1..2' }, tokens, user })).toMatchObject({ ok: false, field: 'pay' })
  })

  it('refuses the same chain on both sides and a token missing on one side', () => {
    expect(buildQuoteRequest({ values: { ...base, destinationChainId: 1 }, tokens, user })).toMatchObject({ ok: false, field: 'route' })
    expect(buildQuoteRequest({ values: { ...base, symbol: 'DAI' }, tokens, user })).toMatchObject({ ok: false, field: 'route' })
  })

  it('asks for a wallet last, so amount errors show before connecting', () => {
    expect(buildQuoteRequest({ values: base, tokens, user: undefined })).toMatchObject({ ok: false, field: 'wallet' })
  })
})
