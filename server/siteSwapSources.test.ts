import { describe, expect, it } from 'vitest'
import { loadSiteServerConfig } from './loadSiteServerConfig'
import { siteQuoteBody } from './siteQuoteBody'

const quote = { user: '0x0000000000000000000000000000000000000001', amount: '100', tradeType: 'EXACT_INPUT' }
const rewrite = (body: unknown, policy: Parameters<typeof siteQuoteBody>[1]) => {
  const result = siteQuoteBody(new TextEncoder().encode(JSON.stringify(body)), policy)
  return result.ok ? JSON.parse(new TextDecoder().decode(result.bytes)) : result
}

describe('swap sources through the site server', () => {
  const browser = {
    ...quote,
    includedSwapSources: ['a'],
    excludedSwapSources: ['b'],
    includedOriginSwapSources: ['c'],
    includedDestinationSwapSources: ['d'],
  }

  it("the server's lists bind: when it names any, every list a browser sent is replaced", () => {
    expect(rewrite(browser, { swapSources: { excluded: ['ferry-weth-usdc'] } })).toEqual({
      ...quote,
      excludedSwapSources: ['ferry-weth-usdc'],
    })
    expect(rewrite(browser, { swapSources: { included: ['x', 'y'], excluded: ['z'] } })).toEqual({
      ...quote,
      includedSwapSources: ['x', 'y'],
      excludedSwapSources: ['z'],
    })
  })

  it("without a server list (or with empty ones) the browser's pass as they are", () => {
    expect(rewrite(browser, {})).toEqual(browser)
    expect(rewrite(browser, { swapSources: { included: [], excluded: [] } })).toEqual(browser)
  })

  it('FERRY_<NETWORK>_INCLUDED/EXCLUDED_SWAP_SOURCES set the lists over the file; empty turns one off', () => {
    const env = {
      FERRY_LOCAL_API_KEY: 'k',
      FERRY_LOCAL_EXCLUDED_SWAP_SOURCES: 'ferry-weth-usdc, ferry-meme-usdc',
      FERRY_MAINNET_INCLUDED_SWAP_SOURCES: 'uniswap-v3',
    }
    const config = loadSiteServerConfig({ env })
    expect(config.networks.local?.swapSources).toEqual({ excluded: ['ferry-weth-usdc', 'ferry-meme-usdc'] })
    expect(config.networks.mainnet?.swapSources).toEqual({ included: ['uniswap-v3'] })
    expect(config.networks.testnet?.swapSources).toBeUndefined()
    const off = loadSiteServerConfig({ env: { ...env, FERRY_LOCAL_EXCLUDED_SWAP_SOURCES: '' } })
    expect(off.networks.local?.swapSources).toBeUndefined()
    expect(() =>
      loadSiteServerConfig({ env: { FERRY_LOCAL_API_KEY: 'k', FERRY_LOCAL_INCLUDED_SWAP_SOURCES: 'x'.repeat(101) } }),
    ).toThrow(/networks\.local\.swapSources\.included/)
  })
})
