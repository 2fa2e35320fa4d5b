import { describe, expect, it } from 'vitest'
import type { QuoteResponse } from '../../api/schemas/quote'
import { impactLevel, impactPercent } from './priceImpact'
import { checkSlippagePercent, loadSlippage, saveSlippage } from './slippageSetting'

const withImpact = (percent?: string): QuoteResponse => ({
  steps: [],
  fees: {},
  details: { totalImpact: percent === undefined ? undefined : { percent } },
})

describe('price impact', () => {
  it('reads a negative service percentage as a loss and grades it', () => {
    expect(impactPercent(withImpact('-2.5'))).toBe(2.5)
    expect(impactLevel(withImpact('-0.1'))).toBe('none')
    expect(impactLevel(withImpact('-3'))).toBe('warn')
    expect(impactLevel(withImpact('-12.4'))).toBe('confirm')
    expect(impactLevel(withImpact('1.5'))).toBe('none')
    expect(impactLevel(withImpact())).toBe('none')
    expect(impactLevel(withImpact('n/a'))).toBe('none')
  })
})

describe('slippage setting', () => {
  it('reads percentages into basis points', () => {
    expect(checkSlippagePercent('0.5')).toEqual({ ok: true, bps: 50 })
    expect(checkSlippagePercent('1,25')).toEqual({ ok: true, bps: 125 })
    expect(checkSlippagePercent('8')).toMatchObject({ ok: true, bps: 800, warning: expect.stringContaining('High') })
    expect(checkSlippagePercent('0.05')).toMatchObject({ ok: true, bps: 5, warning: expect.stringContaining('fail') })
  })
  it.each(['', 'abc', '0', '51', '0.123', '-1'])('refuses %j with a reason', (text) => {
    expect(checkSlippagePercent(text)).toMatchObject({ ok: false })
  })
  it('remembers a custom setting and falls back to auto on anything odd', () => {
    const data = new Map<string, string>()
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    }
    expect(loadSlippage(storage)).toEqual({ mode: 'auto' })
    saveSlippage({ mode: 'custom', bps: 75 }, storage)
    expect(loadSlippage(storage)).toEqual({ mode: 'custom', bps: 75 })
    data.set('ferry.slippage', '{"mode":"custom","bps":999999}')
    expect(loadSlippage(storage)).toEqual({ mode: 'auto' })
    data.set('ferry.slippage', 'garbage')
    expect(loadSlippage(storage)).toEqual({ mode: 'auto' })
  })
})
