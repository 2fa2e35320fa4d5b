import { describe, expect, it } from 'vitest'
import { LOCALE_CODES } from '../i18n/locales'
import { LOAD_NOTICE, loadNoticeText } from './loadNotice'

describe('the host page’s load notice', () => {
  it('speaks every language Ferry speaks, and the widget’s own before the browser’s', () => {
    expect(Object.keys(LOAD_NOTICE).sort()).toEqual([...LOCALE_CODES].sort())
    for (const [sentence, retry] of Object.values(LOAD_NOTICE)) expect(sentence && retry).toBeTruthy()
    expect(loadNoticeText('de', ['ja'])).toEqual(['Ferry wurde nicht geladen.', 'Erneut versuchen'])
    expect(loadNoticeText(undefined, ['ja-JP'])[1]).toBe('再試行')
    expect(loadNoticeText(undefined, ['nl'])[0]).toBe('Ferry did not load.')
  })
})

describe('the host page’s reading of a language tag', () => {
  it('agrees with the widget’s', async () => {
    const { matchLocale } = await import('../i18n/locales')
    for (const tag of ['de-AT', 'pt', 'pt-PT', 'zh', 'zh-Hans-CN', 'zh-TW', 'he-IL', 'ar', 'fr-CA', 'nl', 'ja-JP'])
      expect(loadNoticeText(tag, [])).toEqual(LOAD_NOTICE[matchLocale([tag])])
  })
})
