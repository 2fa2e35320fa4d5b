import { describe, expect, it } from 'vitest'
import { parseWidgetUrl } from '../../config/widgetConfig'
import { compactConfig, iframeUrl, scriptSnippet } from './embedSnippet'
import { sourceList } from './sourceList'

describe("the embed builder's swap sources (issue 41)", () => {
  it('reads the names typed, comma-separated, as the configuration lists them', () => {
    expect(sourceList('ferry-weth-usdc, ferry-meme-usdc,')).toEqual(['ferry-weth-usdc', 'ferry-meme-usdc'])
    expect(sourceList(' uniswap-v3 ,uniswap-v3')).toEqual(['uniswap-v3'])
    expect(sourceList(' , ')).toBeUndefined()
    expect(sourceList('')).toBeUndefined()
  })

  it('puts them in the snippet and the iframe URL, which the widget reads back', () => {
    const config = {
      network: 'local' as const,
      includedSwapSources: sourceList('ferry-weth-usdc'),
      excludedSwapSources: sourceList('ferry-meme-usdc, uniswap-v3'),
    }
    const snippet = scriptSnippet({ origin: 'https://ferry.example', config })
    expect(snippet).toContain('"includedSwapSources": [')
    expect(snippet).toContain('"uniswap-v3"')
    const url = new URL(iframeUrl({ origin: 'https://ferry.example', config }))
    expect(parseWidgetUrl(url.search)).toEqual({ ok: true, config: compactConfig(config) })
    expect(compactConfig({ ...config, includedSwapSources: sourceList(''), excludedSwapSources: [] })).toEqual({
      network: 'local',
    })
  })
})
