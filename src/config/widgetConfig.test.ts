import { describe, expect, it } from 'vitest'
import {
  checkWidgetConfig,
  decodeConfigParam,
  encodeConfigParam,
  fillRequestUrl,
  parseWidgetUrl,
  type WidgetConfig,
} from './widgetConfig'

describe('widget configuration', () => {
  const full: WidgetConfig = {
    network: 'local',
    apiUrl: 'https://proxy.example/api/local',
    parentOrigin: 'https://shop.example',
    theme: { mode: 'dark', accent: '#7c3aed', radius: 'large', font: 'Inter' },
    mode: 'bridge',
    from: { chainId: 31337, token: 'ETH', locked: true },
    to: { chainId: 31338, token: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
    amount: '0.25',
    recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    chains: [31337, 31338],
    tokens: ['ETH', 'USDC'],
    referrer: 'shop.example',
    hide: ['modeSwitch', 'recentTransfers'],
    slippageBps: 75,
    requestUrl: 'https://shop.example/transfer/{requestId}',
    appFees: [{ recipient: '0x00000000000000000000000000000000000005a0', bps: 50 }],
    siteName: 'Shop Example',
    includedSwapSources: ['uniswap-v3', 'ferry-weth-usdc'],
    excludedSwapSources: ['ferry-meme-usdc'],
  }

  it('round-trips every option through the base64url config parameter, UTF-8 included', () => {
    const withUnicode = { ...full, theme: { ...full.theme, font: 'Noto Sans' } }
    const encoded = encodeConfigParam(withUnicode)
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(parseWidgetUrl(`?config=${encoded}`)).toEqual({ ok: true, config: withUnicode })
    expect(decodeConfigParam(encodeConfigParam({ referrer: 'café' } as WidgetConfig))).toEqual({
      ok: true,
      value: { referrer: 'café' },
    })
  })

  it('lets plain parameters override the config parameter, merging nested fields', () => {
    const encoded = encodeConfigParam({
      theme: { mode: 'dark', radius: 'small' },
      from: { chainId: 31337, locked: true },
      amount: '1',
    })
    const result = parseWidgetUrl(
      `?config=${encoded}&fromToken=USDC&toChain=31339&amount=2.5&theme=light&accent=%23112233&network=local`,
    )
    expect(result).toEqual({
      ok: true,
      config: {
        network: 'local',
        theme: { mode: 'light', radius: 'small', accent: '#112233' },
        from: { chainId: 31337, locked: true, token: 'USDC' },
        to: { chainId: 31339 },
        amount: '2.5',
      },
    })
    expect(parseWidgetUrl('')).toEqual({ ok: true, config: {} })
  })

  it('names every problem with its field, in words a person can act on', () => {
    const result = parseWidgetUrl(
      `?config=${encodeConfigParam({ theme: { accent: 'red' }, slippageBps: 9000, colour: 1 } as never)}&fromChain=abc&recipient=0x123`,
    )
    expect(result.ok).toBe(false)
    const problems = (result as { problems: string[] }).problems
    expect(problems).toContain('theme.accent: must be a colour like #0f766e')
    expect(problems).toContain('slippageBps: must be at most 5000 (50%)')
    expect(problems).toContain('recipient: must be a 0x-prefixed 20-byte hex address')
    expect(problems).toContain('from.chainId: must be a number')
    expect(checkWidgetConfig({ mode: 'fly', hide: 'slippage' })).toEqual({
      ok: false,
      problems: ['mode: must be one of "bridge", "swap", "send", "wrap", "unwrap"', 'hide: must be a list'],
    })
    expect(problems).toContain('unknown option colour')
  })

  it('refuses a config parameter that is not base64url JSON of an object', () => {
    expect(parseWidgetUrl('?config=***')).toEqual({
      ok: false,
      problems: ['config: is not base64url (only letters, digits, - and _ are allowed)'],
    })
    expect(parseWidgetUrl(`?config=${btoa('{not json').replace(/=+$/, '')}`)).toEqual({
      ok: false,
      problems: ['config: is not valid JSON'],
    })
    expect(parseWidgetUrl(`?config=${btoa('[1]').replace(/=+$/, '')}`)).toEqual({
      ok: false,
      problems: ['config: must be a JSON object'],
    })
  })

  it('takes swap sources by name, refusing control characters and overlong lists', () => {
    expect(checkWidgetConfig({ excludedSwapSources: ['ferry-weth-usdc'] }).ok).toBe(true)
    expect(checkWidgetConfig({ includedSwapSources: ['a\u0000b'] })).toEqual({
      ok: false,
      problems: ['includedSwapSources.0: must be swap source names as GET /swap-sources lists them'],
    })
    expect(checkWidgetConfig({ excludedSwapSources: Array.from({ length: 51 }, (_, i) => `s${i}`) })).toEqual({
      ok: false,
      problems: ['excludedSwapSources: must list at most 50 sources'],
    })
  })

  it('accepts only a bare origin as parentOrigin', () => {
    expect(checkWidgetConfig({ parentOrigin: 'https://shop.example:8443' }).ok).toBe(true)
    for (const bad of ['*', 'https://shop.example/path', 'javascript:alert(1)', 'shop.example']) {
      expect(checkWidgetConfig({ parentOrigin: bad }).ok).toBe(false)
    }
  })

  it('takes a request page URL only with the {requestId} place in it, and fills it in', () => {
    expect(checkWidgetConfig({ requestUrl: 'https://shop.example/transfer?id={requestId}&from=ferry' }).ok).toBe(true)
    for (const bad of ['https://shop.example/transfer', 'javascript:alert("{requestId}")', '/transfer/{requestId}']) {
      const result = checkWidgetConfig({ requestUrl: bad })
      expect(result.ok, bad).toBe(false)
      if (!result.ok) expect(result.problems[0]).toMatch(/^requestUrl: must be an http\(s\) URL with \{requestId\}/)
    }
    expect(fillRequestUrl('https://shop.example/t/{requestId}?again={requestId}', '0xab')).toBe(
      'https://shop.example/t/0xab?again=0xab',
    )
  })

  it("takes the site's fees and name, in the config or as plain parameters (recipient:bps, as the site server's variable)", () => {
    const shop = '0x00000000000000000000000000000000000005a0'
    const partner = '0x00000000000000000000000000000000000005A1'
    expect(parseWidgetUrl(`?appFees=${shop}:50,${partner}:25&siteName=Shop%20Example`)).toEqual({
      ok: true,
      config: {
        appFees: [
          { recipient: shop, bps: 50 },
          { recipient: partner, bps: 25 },
        ],
        siteName: 'Shop Example',
      },
    })
    // The cap is the form's to explain (it refuses the quote in words): the configuration takes any valid fee.
    expect(checkWidgetConfig({ appFees: [{ recipient: shop, bps: 500 }] }).ok).toBe(true)
    const result = parseWidgetUrl(`?appFees=${shop}:0,shop.eth:50&siteName=%20Shop`)
    expect(result.ok).toBe(false)
    const problems = (result as { problems: string[] }).problems
    expect(problems).toContain('appFees.0.bps: must be at least 1 (0.01%)')
    expect(problems).toContain('appFees.1: must be an object')
    expect(problems).toContain('siteName: must be 1-64 characters, without spaces at either end')
    const six = Array.from({ length: 6 }, () => ({ recipient: shop, bps: 1 }))
    expect(checkWidgetConfig({ appFees: six })).toEqual({ ok: false, problems: ['appFees: must list at most 5 fees'] })
  })

  it('takes a language Ferry speaks (a regional tag reads as its language) and messages by id', () => {
    expect(parseWidgetUrl('?locale=de-AT')).toMatchObject({ ok: true, config: { locale: 'de-AT' } })
    expect(checkWidgetConfig({ locale: 'ar', messages: { 'swap.amount.pay': 'المبلغ {amount}' } }).ok).toBe(true)
    const wrong = checkWidgetConfig({ locale: 'tlh', messages: { 'not an id': 'x', 'swap.ok': 3 } })
    expect(wrong.ok).toBe(false)
    const problems = wrong.ok ? [] : wrong.problems
    expect(problems.some((p) => p.startsWith('locale: must be one of en, es, pt-BR'))).toBe(true)
    expect(problems.some((p) => p.startsWith('messages'))).toBe(true)
  })
})
