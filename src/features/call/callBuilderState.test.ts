import { describe, expect, it } from 'vitest'
import type { Token } from '../../config/token'
import {
  buildCallQuoteRequest,
  type CallBuilderState,
  callDrafts,
  decodeBuilderState,
  emptyCall,
  encodeBuilderState,
  rowCalldata,
} from './callBuilderState'
import { readCallFailure } from './readCallFailure'

const USER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const USDC_B = '0x00000000000000000000000000000000000000B1'
const VAULT_B = '0x00000000000000000000000000000000000000B2'
const tokens: Token[] = [
  { chainId: 1, address: '0x0000000000000000000000000000000000000000', symbol: 'ETH', name: 'Ether', decimals: 18 },
  { chainId: 2, address: USDC_B, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
]
const state: CallBuilderState = {
  originChainId: 1,
  originToken: '0x0000000000000000000000000000000000000000',
  destinationChainId: 2,
  destinationToken: USDC_B,
  tradeType: 'EXACT_OUTPUT',
  amount: '25',
  calls: [
    emptyCall({ to: USDC_B, args: [VAULT_B, '25000000'] }),
    emptyCall({ to: VAULT_B, abi: 'vault', fn: 'deposit', args: [USDC_B, '25000000', USER] }),
  ],
}

describe('call builder state', () => {
  it('round-trips through the link, and explains a link it cannot read', () => {
    expect(decodeBuilderState(encodeBuilderState(state))).toEqual({ ok: true, state })
    expect(decodeBuilderState('!!')).toMatchObject({ ok: false, message: expect.stringContaining('could not be read') })
    expect(decodeBuilderState(encodeBuilderState({ ...state, tradeType: 'SIDEWAYS' } as never))).toEqual({
      ok: false,
      message: 'The link does not describe calls Ferry can show.',
    })
  })

  it('builds the section 2.1 quote request: amount in the destination token for EXACT_OUTPUT, in the origin token for EXACT_INPUT', () => {
    const built = buildCallQuoteRequest({ state, tokens, user: USER })
    expect(built).toMatchObject({
      ok: true,
      request: {
        amount: '25000000',
        tradeType: 'EXACT_OUTPUT',
        originCurrency: tokens[0]!.address,
        destinationCurrency: USDC_B,
      },
    })
    expect((built as { request: { txs: unknown[] } }).request.txs).toEqual(callDrafts(state.calls))
    expect(
      buildCallQuoteRequest({ state: { ...state, tradeType: 'EXACT_INPUT', amount: '0.5' }, tokens, user: USER }),
    ).toMatchObject({ ok: true, request: { amount: '500000000000000000' } })
    expect(buildCallQuoteRequest({ state, tokens, user: undefined })).toEqual({
      ok: false,
      message: 'Connect a wallet to get a quote.',
    })
    expect(buildCallQuoteRequest({ state: { ...state, amount: '1.2345678' }, tokens, user: USER })).toMatchObject({
      ok: false,
    })
  })

  it("sends the page's swap sources with the quote, as the swap form does (issue 41), and no empty list", () => {
    const swapSources = { included: ['ferry-weth-usdc'], excluded: [] }
    const built = buildCallQuoteRequest({ state, tokens, user: USER, swapSources })
    expect(built).toMatchObject({ ok: true, request: { includedSwapSources: ['ferry-weth-usdc'] } })
    expect(built.ok && 'excludedSwapSources' in built.request).toBe(false)
    const plain = buildCallQuoteRequest({ state, tokens, user: USER })
    expect(plain.ok && 'includedSwapSources' in plain.request).toBe(false)
  })

  it("sends the site's fees with the calls, refuses above 3 % whatever else is set, and asks nothing before they are known", () => {
    const shop = '0x00000000000000000000000000000000000005a0'
    const known = (bps: number) => ({ status: 'known', fees: [{ recipient: shop, bps }], siteName: 'Shop' }) as const
    expect(buildCallQuoteRequest({ state, tokens, user: USER, appFees: known(50) })).toMatchObject({
      ok: true,
      request: { txs: callDrafts(state.calls), appFees: [{ recipient: shop, fee: '50' }] },
    })
    expect(buildCallQuoteRequest({ state, tokens, user: USER })).not.toHaveProperty('request.appFees')
    const refused = {
      ok: false,
      field: 'fee',
      message: 'Shop asks a 5% fee; Ferry does not take quotes with a fee above 3%.',
    }
    expect(buildCallQuoteRequest({ state, tokens, user: USER, appFees: known(500) })).toEqual(refused)
    expect(
      buildCallQuoteRequest({
        state: { ...state, amount: '', calls: [] },
        tokens,
        user: undefined,
        appFees: known(500),
      }),
    ).toEqual(refused)
    expect(buildCallQuoteRequest({ state, tokens, user: USER, appFees: { status: 'pending' } })).toMatchObject({
      ok: false,
      field: 'fee',
      silent: true,
    })
  })

  it('raw rows keep their hex; ABI rows with bad arguments give no calldata', () => {
    expect(rowCalldata(emptyCall({ mode: 'raw', data: ' 0xabcd ' }))).toEqual({ ok: true, data: '0xabcd' })
    expect(rowCalldata(emptyCall({ args: ['nope', '1'] }))).toMatchObject({ ok: false })
    expect(callDrafts([emptyCall({ args: ['nope', '1'] })])[0]!.data).toBe('')
  })

  it('reads the failed call and its decoded revert from status details', () => {
    const details = {
      failedCallData: { from: '0x1', to: VAULT_B, data: '0x69328dec', value: '0' },
      callIndex: 2,
      revert: { data: '0x', name: 'InsufficientShares', args: [], message: 'InsufficientShares()' },
    }
    expect(readCallFailure(details)).toEqual({
      callIndex: 2,
      reason: 'InsufficientShares()',
      call: { to: VAULT_B, data: '0x69328dec' },
    })
    expect(readCallFailure({ injected: true })).toBeUndefined()
    expect(readCallFailure(null)).toBeUndefined()
  })
})

describe('calls for an amount known only at fill time', () => {
  it('turns fixed vault deposits into depositAll with an unlimited approval, leaving other calls alone', async () => {
    const { toLiveBalanceCalls, sweepCall } = await import('./callBuilderState')
    const other = emptyCall({ to: USDC_B, args: ['0x00000000000000000000000000000000000000C3', '5'] })
    const live = toLiveBalanceCalls([...state.calls, other])
    expect(live[0]!.args).toEqual([VAULT_B, (2n ** 256n - 1n).toString()])
    expect(live[1]).toMatchObject({ fn: 'depositAll', args: [USDC_B, USER] })
    expect(live[2]).toEqual(other)
    expect(rowCalldata(live[1]!)).toMatchObject({ ok: true })
    expect(rowCalldata(sweepCall({ router: VAULT_B, token: USDC_B, recipient: USER }))).toMatchObject({ ok: true })
  })
})
