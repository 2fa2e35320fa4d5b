import { describe, expect, it } from 'vitest'
import { parseWidgetUrl } from '../../config/widgetConfig'
import { compactConfig, iframeUrl, scriptSnippet } from './embedSnippet'

describe('embed snippet', () => {
  const config = {
    network: 'local' as const,
    theme: { mode: 'light' as const, accent: '', radius: undefined },
    from: { chainId: 31337, token: 'ETH', locked: false },
    hide: [],
    amount: '0.5',
    referrer: 'shop',
    appFees: [{ recipient: '0x00000000000000000000000000000000000005a0', bps: 50 }],
    siteName: 'Shop',
  }

  it('drops what was left empty or off', () => {
    expect(compactConfig(config)).toEqual({
      network: 'local',
      theme: { mode: 'light' },
      from: { chainId: 31337, token: 'ETH' },
      amount: '0.5',
      referrer: 'shop',
      appFees: [{ recipient: '0x00000000000000000000000000000000000005a0', bps: 50 }],
      siteName: 'Shop',
    })
  })

  it('builds a script snippet and an iframe URL the widget reads back to the same configuration', () => {
    const snippet = scriptSnippet({ origin: 'https://ferry.example', config })
    expect(snippet).toContain('<script src="https://ferry.example/ferry-embed.js"></script>')
    expect(snippet).toContain("src: 'https://ferry.example/embed.html'")
    expect(snippet).toContain('"referrer": "shop"')
    expect(snippet).toContain('"bps": 50')
    expect(snippet).toContain('"siteName": "Shop"')
    const url = new URL(iframeUrl({ origin: 'https://ferry.example', config }))
    expect(parseWidgetUrl(url.search)).toEqual({ ok: true, config: compactConfig(config) })
    expect(iframeUrl({ origin: 'https://ferry.example', config: {} })).toBe('https://ferry.example/embed.html')
  })
})
