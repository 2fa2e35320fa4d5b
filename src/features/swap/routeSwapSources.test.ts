import { describe, expect, it } from 'vitest'
import { quoteDetailsSchema } from '../../api/schemas'
import { routeSwapSources } from './routeSwapSources'

describe('routeSwapSources', () => {
  it('names the sources of both sides once, origin first; a route without any names none', () => {
    const details = quoteDetailsSchema.parse({
      route: {
        origin: { router: 'x', includedSwapSources: ['uniswap-v3'] },
        destination: { includedSwapSources: ['ferry-weth-usdc', 'uniswap-v3', 7] },
      },
    })
    expect(routeSwapSources(details)).toEqual(['uniswap-v3', 'ferry-weth-usdc'])
    expect(routeSwapSources(quoteDetailsSchema.parse({ route: { origin: { router: 'x' } } }))).toEqual([])
    expect(routeSwapSources(quoteDetailsSchema.parse({}))).toEqual([])
  })
})
