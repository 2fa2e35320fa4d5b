import { describe, expect, it } from 'vitest'
import { buildQuoteRequest } from './buildQuoteRequest'
import type { SwapFormValues } from './swapModes'
import { TEST_TOKENS as tokens, usdc, ZERO } from './testTokens'

const user = '0x00000000000000000000000000000000000000aa'
const swap: SwapFormValues = {
  mode: 'swap',
  originChainId: 1,
  originToken: ZERO,
  destinationChainId: 2,
  destinationToken: usdc(2),
  recipient: '',
  payText: '0.5',
  receiveText: '',
  edited: 'pay',
  exactOutput: false,
}

describe('buildQuoteRequest: swap sources', () => {
  it('asks every quote with the lists a page sets, and with none when they are empty or absent', () => {
    const both = buildQuoteRequest({
      values: swap,
      tokens,
      user,
      swapSources: { included: ['uniswap-v3'], excluded: ['ferry-meme-usdc'] },
    })
    expect(both.ok && both.request).toMatchObject({
      includedSwapSources: ['uniswap-v3'],
      excludedSwapSources: ['ferry-meme-usdc'],
    })
    for (const swapSources of [undefined, {}, { included: [], excluded: [] }]) {
      const plain = buildQuoteRequest({ values: swap, tokens, user, swapSources })
      expect(plain.ok).toBe(true)
      expect(plain.ok && Object.keys(plain.request).filter((k) => k.includes('SwapSources'))).toEqual([])
    }
  })
})
