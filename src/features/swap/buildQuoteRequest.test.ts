import { describe, expect, it } from 'vitest'
import { buildQuoteRequest } from './buildQuoteRequest'
import type { SwapFormValues } from './swapModes'
import { TEST_TOKENS as tokens, usdc, ZERO } from './testTokens'

const user = '0x00000000000000000000000000000000000000aa'
const base: SwapFormValues = {
  mode: 'bridge',
  originChainId: 1,
  originToken: ZERO,
  destinationChainId: 2,
  destinationToken: ZERO,
  recipient: '',
  payText: '0.5',
  receiveText: '',
  edited: 'pay',
  exactOutput: false,
}

describe('buildQuoteRequest', () => {
  it('a Bridge to a chain without the same token (ETH to Solana) says to switch to Swap', () => {
    const result = buildQuoteRequest({ values: { ...base, destinationChainId: 792703809 }, tokens, user })
    expect(result).toMatchObject({ ok: false, field: 'route' })
    expect(!result.ok && result.message).toContain('Switch to Swap')
  })

  it('quotes EXACT_INPUT in smallest units from "you pay"', () => {
    expect(buildQuoteRequest({ values: base, tokens, user })).toMatchObject({
      ok: true,
      request: {
        amount: '500000000000000000',
        tradeType: 'EXACT_INPUT',
        originCurrency: ZERO,
        originChainId: 1,
        destinationChainId: 2,
        user,
      },
    })
  })

  it('asks for a deposit by signature only for a token that supports permits', () => {
    const usdcBridge: SwapFormValues = { ...base, originToken: usdc(1), destinationToken: usdc(2), payText: '5' }
    const gasless = buildQuoteRequest({ values: usdcBridge, tokens, user, usePermit: true })
    expect(gasless.ok && gasless.request.usePermit).toBe(true)
    const eth = buildQuoteRequest({ values: base, tokens, user, usePermit: true })
    expect(eth.ok && 'usePermit' in eth.request).toBe(false)
    const chosenNot = buildQuoteRequest({ values: usdcBridge, tokens, user })
    expect(chosenNot.ok && 'usePermit' in chosenNot.request).toBe(false)
  })

  it('quotes EXPECTED_OUTPUT from "you receive", with the destination token decimals', () => {
    const values: SwapFormValues = {
      ...base,
      mode: 'swap',
      destinationToken: usdc(2),
      edited: 'receive',
      receiveText: '25.5',
    }
    expect(buildQuoteRequest({ values, tokens, user })).toMatchObject({
      ok: true,
      request: { amount: '25500000', tradeType: 'EXPECTED_OUTPUT', destinationCurrency: usdc(2) },
    })
  })

  it('quotes EXACT_OUTPUT when the person asked for an exact output', () => {
    expect(
      buildQuoteRequest({ values: { ...base, edited: 'receive', receiveText: '1', exactOutput: true }, tokens, user }),
    ).toMatchObject({ ok: true, request: { tradeType: 'EXACT_OUTPUT' } })
  })

  it('explains an amount with more decimals than the token has', () => {
    const values = { ...base, originToken: usdc(1), destinationToken: usdc(2), payText: '1.0000001' }
    expect(buildQuoteRequest({ values, tokens, user })).toMatchObject({
      ok: false,
      field: 'pay',
      message: expect.stringContaining('6 decimals'),
    })
  })

  it('is silent about an empty or zero amount, loud about a malformed one', () => {
    expect(buildQuoteRequest({ values: { ...base, payText: '' }, tokens, user })).toMatchObject({
      ok: false,
      silent: true,
    })
    expect(buildQuoteRequest({ values: { ...base, payText: '0.0' }, tokens, user })).toMatchObject({
      ok: false,
      silent: true,
    })
    expect(buildQuoteRequest({ values: { ...base, payText: '1..2' }, tokens, user })).toMatchObject({
      ok: false,
      field: 'pay',
    })
  })

  it('refuses a bridge on one chain, a swap to itself, and a token missing on a chain', () => {
    expect(buildQuoteRequest({ values: { ...base, destinationChainId: 1 }, tokens, user })).toMatchObject({
      ok: false,
      field: 'route',
    })
    expect(buildQuoteRequest({ values: { ...base, mode: 'swap', destinationChainId: 1 }, tokens, user })).toMatchObject(
      { ok: false, message: expect.stringContaining('different token') },
    )
    expect(
      buildQuoteRequest({
        values: { ...base, originToken: '0x00000000000000000000000000000000000000ff' },
        tokens,
        user,
      }),
    ).toMatchObject({ ok: false, field: 'route' })
  })

  it('a send needs a valid recipient and carries it in the request', () => {
    const send: SwapFormValues = { ...base, mode: 'send' }
    expect(buildQuoteRequest({ values: send, tokens, user })).toMatchObject({
      ok: false,
      field: 'recipient',
      silent: true,
    })
    expect(buildQuoteRequest({ values: { ...send, recipient: '0x123' }, tokens, user })).toMatchObject({
      ok: false,
      field: 'recipient',
      silent: false,
    })
    const recipient = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
    expect(buildQuoteRequest({ values: { ...send, recipient }, tokens, user })).toMatchObject({
      ok: true,
      request: { recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
    })
    expect(buildQuoteRequest({ values: { ...base, recipient }, tokens, user })).not.toHaveProperty('request.recipient')
  })

  it('a send shows its price before a wallet and a recipient; a wrong recipient, or a wallet, needs one first', () => {
    const send: SwapFormValues = { ...base, mode: 'send' }
    const priced = buildQuoteRequest({ values: send, tokens, user: undefined })
    expect(priced.ok).toBe(true)
    expect(priced.ok && priced.request.recipient).toBeUndefined()
    expect(buildQuoteRequest({ values: { ...send, recipient: '0x123' }, tokens, user: undefined })).toMatchObject({
      ok: false,
      field: 'recipient',
      silent: false,
    })
    expect(buildQuoteRequest({ values: send, tokens, user })).toMatchObject({ ok: false, field: 'recipient' })
  })

  it("a send takes the recipient as checked (a name's address, a refusal) over the typed text", () => {
    const send: SwapFormValues = { ...base, mode: 'send', recipient: 'vitalik.eth' }
    const resolved = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
    expect(buildQuoteRequest({ values: send, tokens, user, recipient: { ok: true, address: resolved } })).toMatchObject(
      { ok: true, request: { recipient: resolved } },
    )
    const refused = { ok: false, message: "Ferry can't send to this address.", silent: false } as const
    expect(buildQuoteRequest({ values: send, tokens, user, recipient: refused })).toMatchObject({
      ok: false,
      field: 'recipient',
      message: "Ferry can't send to this address.",
      silent: false,
    })
  })

  it('sends a custom slippage in basis points, and none when auto', () => {
    expect(buildQuoteRequest({ values: base, tokens, user, slippageBps: 75 })).toMatchObject({
      ok: true,
      request: { slippageTolerance: '75' },
    })
    expect(buildQuoteRequest({ values: base, tokens, user })).not.toHaveProperty('request.slippageTolerance')
  })

  it('asks for a price with no wallet yet: the placeholder user of the origin VM', () => {
    expect(buildQuoteRequest({ values: base, tokens, user: undefined })).toMatchObject({
      ok: true,
      request: { user: '0x000000000000000000000000000000000000dEaD' },
    })
  })

  it('refuses an amount above the balance before any quote', () => {
    const balance = 10n ** 18n
    expect(buildQuoteRequest({ values: { ...base, payText: '2' }, tokens, user, balance })).toMatchObject({
      ok: false,
      field: 'pay',
      reason: 'balance',
      message: 'This is more than your balance of 1 ETH.',
    })
    expect(buildQuoteRequest({ values: { ...base, payText: '1' }, tokens, user, balance })).toMatchObject({ ok: true })
  })

  describe("the site's fees", () => {
    const shop = '0x00000000000000000000000000000000000005a0'
    const partner = '0x00000000000000000000000000000000000005a1'
    const known = (fees: { recipient: string; bps: number }[]) => ({ status: 'known', fees, siteName: 'Shop' }) as const

    it('travel with the request as the service has them: recipient and fee in basis points, as text', () => {
      const built = buildQuoteRequest({
        values: base,
        tokens,
        user,
        appFees: known([
          { recipient: shop, bps: 50 },
          { recipient: partner, bps: 25 },
        ]),
      })
      expect(built).toMatchObject({
        ok: true,
        request: {
          appFees: [
            { recipient: shop, fee: '50' },
            { recipient: partner, fee: '25' },
          ],
        },
      })
      expect(buildQuoteRequest({ values: base, tokens, user, appFees: known([]) })).not.toHaveProperty(
        'request.appFees',
      )
      expect(buildQuoteRequest({ values: base, tokens, user })).not.toHaveProperty('request.appFees')
    })

    it('above 3 % in all, refuse the quote in words, whatever else the form holds', () => {
      const refused = {
        ok: false,
        field: 'fee',
        message: 'Shop asks a 3.5% fee; Ferry does not take quotes with a fee above 3%.',
      }
      const fees = known([
        { recipient: shop, bps: 300 },
        { recipient: partner, bps: 50 },
      ])
      expect(buildQuoteRequest({ values: base, tokens, user, appFees: fees })).toEqual(refused)
      expect(buildQuoteRequest({ values: { ...base, payText: '' }, tokens, user: undefined, appFees: fees })).toEqual(
        refused,
      )
      expect(
        buildQuoteRequest({ values: base, tokens, user, appFees: known([{ recipient: shop, bps: 300 }]) }),
      ).toMatchObject({ ok: true })
    })

    it('not known yet, ask nothing and say nothing', () => {
      expect(buildQuoteRequest({ values: base, tokens, user, appFees: { status: 'pending' } })).toMatchObject({
        ok: false,
        field: 'fee',
        silent: true,
      })
    })
  })
})

describe('buildQuoteRequest with a Solana chain', () => {
  const SOLANA = 792703809
  const SOL = '11111111111111111111111111111111'
  const SOLANA_USER = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
  const withSolana = [
    ...tokens,
    { chainId: SOLANA, address: SOL, symbol: 'SOL', name: 'Solana', decimals: 9 },
    {
      chainId: SOLANA,
      address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      symbol: 'USDC',
      name: 'USDC',
      decimals: 6,
    },
  ]
  const fromSolana: SwapFormValues = {
    ...base,
    mode: 'swap',
    originChainId: SOLANA,
    originToken: SOL,
    destinationChainId: 1,
    destinationToken: ZERO,
    payText: '1.5',
  }

  it('sends from the base58 account, in lamports, to the EVM account named as recipient', () => {
    const built = buildQuoteRequest({
      values: fromSolana,
      tokens: withSolana,
      user: SOLANA_USER,
      recipient: { ok: true, address: user },
    })
    expect(built).toMatchObject({
      ok: true,
      request: { user: SOLANA_USER, originCurrency: SOL, amount: '1500000000', recipient: user },
    })
  })

  it('names a typed base58 recipient exactly, and asks for a Solana address while none is there', () => {
    const toSolana: SwapFormValues = { ...base, mode: 'swap', destinationChainId: SOLANA, destinationToken: SOL }
    const built = buildQuoteRequest({
      values: toSolana,
      tokens: withSolana,
      user,
      recipient: { ok: true, address: SOLANA_USER },
    })
    expect(built.ok && built.request).toMatchObject({ user, recipient: SOLANA_USER, destinationCurrency: SOL })
    const missing = buildQuoteRequest({
      values: toSolana,
      tokens: withSolana,
      user,
      recipient: { ok: false, message: 'Paste a Solana address', silent: true },
    })
    expect(missing).toMatchObject({ ok: false, field: 'recipient', silent: true })
  })

  it('finds a Solana token only by its exact base58 address', () => {
    const lowered = { ...fromSolana, originToken: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'.toLowerCase() }
    expect(buildQuoteRequest({ values: lowered, tokens: withSolana, user: SOLANA_USER })).toMatchObject({
      ok: false,
      field: 'route',
    })
  })
})
