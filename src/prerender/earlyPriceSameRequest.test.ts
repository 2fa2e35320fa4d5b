import { describe, expect, it } from 'vitest'
import { buildQuoteRequest } from '../features/swap/buildQuoteRequest'
import { TEST_TOKENS, ZERO } from '../features/swap/testTokens'
import { earlyPriceRequest } from './earlyPrice'

/**
 * The inline script's price request (earlyPrice.ts) is not the app's `buildQuoteRequest` written again: it is the one
 * case the HTML can ask without the app (native tokens, an amount, no wallet) in a few lines, so that the first paint
 * loads none of the app's code (tokens, Lingui, the fee policy). What ties them: for that case both build the same
 * request, so the app finds the early answer under its own quote's key (api/seedEarlyPrice.ts).
 */
describe('earlyPriceRequest and buildQuoteRequest', () => {
  it('build the same request for a native route and an amount, with no wallet', () => {
    for (const [amount, referrer] of [
      ['0.1', undefined],
      ['1', 'ferry.example'],
      ['.000000000000000001', undefined],
      ['12.5', undefined],
    ] as const) {
      const built = buildQuoteRequest({
        values: {
          mode: 'bridge',
          originChainId: 1,
          originToken: ZERO,
          destinationChainId: 2,
          destinationToken: ZERO,
          recipient: '',
          payText: amount,
          receiveText: '',
          edited: 'pay',
          exactOutput: false,
        },
        tokens: TEST_TOKENS,
        user: undefined,
        originVm: 'evm',
        ...(referrer ? { referrer } : {}),
      })
      expect(built.ok && built.request, amount).toEqual(
        earlyPriceRequest({ fromChain: '1', toChain: '2', fromToken: ZERO, amount, referrer }),
      )
    }
  })

  it("build the same request with the embed's swap-source lists (issue 41), which the price asks with too", () => {
    const swapSources = { included: ['ferry-weth-usdc'], excluded: ['ferry-meme-usdc', 'uniswap-v3'] }
    const built = buildQuoteRequest({
      values: {
        mode: 'swap',
        originChainId: 1,
        originToken: ZERO,
        destinationChainId: 2,
        destinationToken: ZERO,
        recipient: '',
        payText: '0.5',
        receiveText: '',
        edited: 'pay',
        exactOutput: false,
      },
      tokens: TEST_TOKENS,
      user: undefined,
      originVm: 'evm',
      swapSources,
    })
    const early = earlyPriceRequest({
      fromChain: 1,
      toChain: 2,
      amount: '0.5',
      includedSwapSources: swapSources.included,
      excludedSwapSources: swapSources.excluded,
    })
    expect(early).toMatchObject({
      includedSwapSources: swapSources.included,
      excludedSwapSources: swapSources.excluded,
    })
    expect(built.ok && built.request).toEqual(early)
    // Empty or unreadable lists are not sent, by either.
    expect(
      earlyPriceRequest({ fromChain: 1, toChain: 2, amount: '0.5', includedSwapSources: [], excludedSwapSources: [3] }),
    ).not.toHaveProperty('includedSwapSources')
  })
})
