import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it, vi } from 'vitest'

// A language's catalogue that lacks one message and has another: what a catalogue behind its source looks like.
vi.mock('./catalogues', () => ({
  CATALOGUES: {
    en: async () => ({ messages: { 'test.kept': ['Kept in English'], 'test.hello': ['Hello ', ['name']] } }),
    de: async () => ({ messages: { 'test.hello': ['Hallo ', ['name']] } }),
    ar: async () => ({ messages: { 'test.hello': ['مرحبا ', ['name']] } }),
  },
}))
vi.stubGlobal('document', { documentElement: { lang: '', dir: '' } })

const { activateLocale, messageOverrides } = await import('./activateLocale')

afterEach(async () => {
  await activateLocale('en')
})

describe('activating a language', () => {
  it('reads a message the language lacks in English, never as its id or a blank', async () => {
    await activateLocale('de')
    expect(i18n.locale).toBe('de')
    expect(i18n._('test.hello', { name: 'Ada' })).toBe('Hallo Ada')
    expect(i18n._('test.kept')).toBe('Kept in English')
    expect(document.documentElement).toEqual({ lang: 'de', dir: 'ltr' })
  })

  it('puts the host’s wording on top, placeholders and all, and ignores one that does not parse', async () => {
    await activateLocale('de', { 'test.hello': 'Servus {name}!', 'test.kept': 'Broken {unclosed' })
    expect(i18n._('test.hello', { name: 'Ada' })).toBe('Servus Ada!')
    expect(i18n._('test.kept')).not.toBe('')
  })

  it('turns the page right to left for Arabic and Hebrew', async () => {
    await activateLocale('ar')
    expect(document.documentElement).toEqual({ lang: 'ar', dir: 'rtl' })
    expect(i18n._('test.hello', { name: 'Ada' })).toBe('مرحبا Ada')
    await activateLocale('en')
    expect(document.documentElement).toEqual({ lang: 'en', dir: 'ltr' })
  })

  it('takes only string entries from an unchecked messages option', () => {
    expect(messageOverrides({ a: 'x', b: 3, c: null })).toEqual({ a: 'x' })
    expect(messageOverrides('nope')).toEqual({})
    expect(messageOverrides(['a'])).toEqual({})
  })
})
