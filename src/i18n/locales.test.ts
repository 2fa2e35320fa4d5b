import { describe, expect, it } from 'vitest'
import { demoLocale, embedLocale, rememberLocale } from './chooseLocale'
import { directionOf, LOCALE_CODES, LOCALE_NAMES, matchLocale } from './locales'

describe('matching a person’s languages', () => {
  it('takes the first language Ferry speaks, in the person’s order, else English', () => {
    expect(matchLocale(['de-AT', 'en'])).toBe('de')
    expect(matchLocale(['xx', 'fr-CA'])).toBe('fr')
    expect(matchLocale(['pt', 'en'])).toBe('pt-BR')
    expect(matchLocale(['pt-PT'])).toBe('pt-BR')
    expect(matchLocale(['zh'])).toBe('zh-CN')
    expect(matchLocale(['zh-Hans-SG'])).toBe('zh-CN')
    expect(matchLocale(['zh-TW', 'ja'])).toBe('ja')
    expect(matchLocale(['zh-Hant', 'ko-KR'])).toBe('ko')
    expect(matchLocale(['iw-IL'])).toBe('he')
    expect(matchLocale(['AR_eg'])).toBe('ar')
    expect(matchLocale(['sw', 'nl'])).toBe('en')
    expect(matchLocale([])).toBe('en')
  })

  it('names every language in itself and turns Arabic and Hebrew right to left', () => {
    expect(Object.keys(LOCALE_NAMES).sort()).toEqual([...LOCALE_CODES].sort())
    expect(LOCALE_CODES.filter((code) => directionOf(code) === 'rtl')).toEqual(['ar', 'he'])
  })
})

describe('choosing', () => {
  const storage = (value: string | null) => ({ getItem: () => value, setItem: () => {} })

  it('the demo site: the remembered choice wins over the browser, which wins over English', () => {
    expect(demoLocale(storage('ja'), ['de'])).toBe('ja')
    expect(demoLocale(storage('klingon'), ['de'])).toBe('de')
    expect(demoLocale(storage(null), ['nl'])).toBe('en')
    expect(demoLocale(undefined, ['ko'])).toBe('ko')
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(demoLocale(refusing, ['es'])).toBe('es')
  })

  it('remembers a choice, and a storage that refuses loses nothing else', () => {
    const saved: Record<string, string> = {}
    rememberLocale({ setItem: (k, v) => (saved[k] = v) }, 'he')
    expect(saved).toEqual({ 'ferry.locale': 'he' })
    expect(() =>
      rememberLocale(
        {
          setItem: () => {
            throw new Error('QuotaExceededError')
          },
        },
        'he',
      ),
    ).not.toThrow()
  })

  it('the embed: its locale option, else the browser', () => {
    expect(embedLocale('ar', ['de'])).toBe('ar')
    expect(embedLocale('de-CH', ['ja'])).toBe('de')
    expect(embedLocale(undefined, ['ja'])).toBe('ja')
    expect(embedLocale(42, ['vi'])).toBe('vi')
  })
})
