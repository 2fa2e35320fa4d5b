import { describe, expect, it } from 'vitest'
import { chainLiquidityResponseSchema, routeConfigResponseSchema } from '../../api/schemas/capacity'
import { buildQuoteRequest } from './buildQuoteRequest'
import { nextStep } from './nextStep'
import { configCurrency, routeLimit } from './routeLimit'
import type { SwapFormValues } from './swapModes'
import { TEST_TOKENS, usdc, ZERO } from './testTokens'

const ETH = { address: ZERO, decimals: 18, symbol: 'ETH' }
const USDC_A = { address: usdc(1), decimals: 6, symbol: 'USDC' }
const USDC_B = { address: usdc(2), decimals: 6, symbol: 'USDC' }
// The shapes as the service writes them (amounts are strings), through the widget's own parsers.
const config = (body: unknown) => routeConfigResponseSchema.parse(body)
const liquidity = (entries: { address: string; balance: string }[]) =>
  chainLiquidityResponseSchema.parse({ liquidity: entries.map((e) => ({ chainId: 2, symbol: 'USDC', ...e })) })

describe('configCurrency', () => {
  it('is the shared symbol of a bridge, in lower case; nothing for a swap', () => {
    expect(configCurrency(USDC_A, USDC_B)).toBe('usdc')
    expect(configCurrency(ETH, { ...ETH, symbol: 'eth' })).toBe('eth')
    expect(configCurrency(ETH, USDC_B)).toBeUndefined()
    expect(configCurrency(undefined, USDC_B)).toBeUndefined()
  })
})

describe('routeLimit', () => {
  it('is closed when the config says enabled: false, for a bridge and a swap alike', () => {
    expect(
      routeLimit({ config: config({ enabled: false }), liquidity: undefined, origin: ETH, destination: USDC_B }),
    ).toEqual({
      kind: 'closed',
    })
    expect(
      routeLimit({ config: config({ enabled: false }), liquidity: undefined, origin: USDC_A, destination: USDC_B }),
    ).toEqual({
      kind: 'closed',
    })
  })

  it('is the least of the person’s max, the solver’s capacity and its balance of the destination token', () => {
    const answer = config({
      enabled: true,
      user: { maxBridgeAmount: '9000000' },
      solver: { capacityPerRequest: '12400000' },
    })
    expect(routeLimit({ config: answer, liquidity: undefined, origin: USDC_A, destination: USDC_B })).toEqual({
      kind: 'upTo',
      max: 9_000_000n,
    })
    const held = liquidity([
      { address: usdc(2).toUpperCase().replace('0X', '0x'), balance: '5000000' },
      { address: ZERO, balance: '1' },
    ])
    expect(routeLimit({ config: answer, liquidity: held, origin: USDC_A, destination: USDC_B })).toEqual({
      kind: 'upTo',
      max: 5_000_000n,
    })
  })

  it('turns destination units into the origin token’s decimals, rounding down', () => {
    const answer = config({ enabled: true, solver: { capacityPerRequest: '12345678' } })
    const origin = { ...USDC_A, decimals: 18 }
    expect(routeLimit({ config: answer, liquidity: undefined, origin, destination: USDC_B })).toEqual({
      kind: 'upTo',
      max: 12_345_678_000_000_000_000n,
    })
    expect(
      routeLimit({ config: answer, liquidity: undefined, origin: { ...USDC_A, decimals: 4 }, destination: USDC_B }),
    ).toEqual({ kind: 'upTo', max: 123_456n })
  })

  it('says nothing for a swap, for an answer without amounts, or before the service answers', () => {
    const answer = config({ enabled: true, solver: { capacityPerRequest: '1' } })
    expect(routeLimit({ config: answer, liquidity: undefined, origin: ETH, destination: USDC_B })).toBeUndefined()
    expect(
      routeLimit({ config: config({ enabled: true }), liquidity: undefined, origin: USDC_A, destination: USDC_B }),
    ).toBeUndefined()
    expect(routeLimit({ config: undefined, liquidity: undefined, origin: USDC_A, destination: USDC_B })).toBeUndefined()
    // An unreadable amount is left out, not taken as zero.
    const garbled = config({ enabled: true, solver: { capacityPerRequest: 'lots' } })
    expect(routeLimit({ config: garbled, liquidity: undefined, origin: USDC_A, destination: USDC_B })).toBeUndefined()
  })
})

describe('the form before any quote, with the route’s limit', () => {
  const values: SwapFormValues = {
    mode: 'bridge',
    originChainId: 1,
    originToken: ZERO,
    destinationChainId: 2,
    destinationToken: ZERO,
    recipient: '',
    payText: '2',
    receiveText: '',
    edited: 'pay',
    exactOutput: false,
  }
  const E = 10n ** 18n
  const build = (limit: Parameters<typeof buildQuoteRequest>[0]['limit'], payText = '2') =>
    buildQuoteRequest({ values: { ...values, payText }, tokens: TEST_TOKENS, user: undefined, limit })
  const step = (built: ReturnType<typeof build>) =>
    nextStep({ built, hasQuote: false, error: undefined, destinationVm: 'evm' })

  it('a closed route asks no quote and says so, with or without a wallet', () => {
    const built = build({ kind: 'closed' })
    expect(built).toMatchObject({ ok: false, field: 'route', reason: 'closed' })
    expect(!built.ok && built.message).toContain('does not take transfers on this route right now')
    expect(step(built)).toEqual({ label: 'Pick other chains', beforeWallet: true })
  })

  it('an amount above what the route takes now asks no quote and names the most', () => {
    const built = build({ kind: 'upTo', max: (3n * E) / 2n })
    expect(built).toMatchObject({
      ok: false,
      field: 'pay',
      reason: 'capacity',
      message: 'This route takes at most 1.5 ETH right now. Enter a smaller amount.',
    })
    expect(step(built)).toEqual({ label: 'Try a smaller amount', beforeWallet: true })
    expect(build({ kind: 'upTo', max: (3n * E) / 2n }, '1.5')).toMatchObject({ ok: true })
    expect(build(undefined)).toMatchObject({ ok: true })
  })

  it('names the most as the line under the field does: readable, cut rather than rounded up', () => {
    const max = (2n * 10n ** 21n) / 3n // 666.666… ETH, the devnet's $2M at $3,000
    expect(build({ kind: 'upTo', max }, '20000')).toMatchObject({
      message: 'This route takes at most 666.666 ETH right now. Enter a smaller amount.',
    })
  })
})
