import { describe, expect, it } from 'vitest'
import type { AmountDraft } from '../features/swap/amountDraft'
import { createStore } from '../lib/createStore'
import type { EarlyPrice } from './earlyPrice'
import { followEarlyPrice } from './followEarlyPrice'

const answer = {
  details: {
    currencyIn: { amount: '100000000000000000', currency: { decimals: 18, symbol: 'ETH' } },
    currencyOut: { amount: '99728000000000000', currency: { decimals: 18, symbol: 'ETH' } },
  },
}
const early = (body: unknown): EarlyPrice => ({
  baseUrl: 'http://service',
  request: Promise.resolve({} as Awaited<EarlyPrice['request']>),
  payText: '0.1',
  answer: Promise.resolve(body),
})
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('followEarlyPrice', () => {
  it('shows an answer that arrives after the hand-over in the skeleton\'s "You receive", with the symbols', async () => {
    const draft = createStore<AmountDraft>({ payText: '0.1', receiveText: '', edited: 'pay', typed: true })
    followEarlyPrice(draft, { __ferryEarlyPrice: early(answer) })
    await settle()
    expect(draft.get()).toEqual({
      payText: '0.1',
      receiveText: '0.099728',
      edited: 'pay',
      typed: true,
      symbols: ['ETH', 'ETH'],
    })
  })

  it('leaves the draft alone once the person changed "You pay" or typed in "You receive"', async () => {
    for (const start of [
      { payText: '0.2', receiveText: '', edited: 'pay' },
      { payText: '0.1', receiveText: '5', edited: 'receive' },
    ] as const) {
      const draft = createStore<AmountDraft>(start)
      followEarlyPrice(draft, { __ferryEarlyPrice: early(answer) })
      await settle()
      expect(draft.get()).toEqual(start)
    }
  })

  it('does nothing without an early price, or with an answer that failed or says nothing', async () => {
    const start: AmountDraft = { payText: '0.1', receiveText: '', edited: 'pay' }
    const draft = createStore<AmountDraft>(start)
    followEarlyPrice(draft, {})
    followEarlyPrice(draft, { __ferryEarlyPrice: { ...early(null), answer: Promise.reject(new Error('HTTP 500')) } })
    followEarlyPrice(draft, { __ferryEarlyPrice: early({ details: {} }) })
    await settle()
    expect(draft.get()).toBe(start)
  })
})
