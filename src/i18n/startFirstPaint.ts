import { messages as english } from 'virtual:ferry-first-paint-messages/en'
import { i18n } from '@lingui/core'
import { FIRST_PAINT_CATALOGUES } from './catalogues'
import { applyDocumentLocale } from './documentLocale'
import type { LocaleCode } from './locales'

/**
 * Makes the first paint speak `locale`: the page's language and direction at once, and the few messages the
 * first paint draws. English's come with the first load; another language's are one small chunk, and the
 * promise settles once they are there (in English if that chunk cannot load), so the first frame is already in
 * the person's language. The app loads the whole catalogue after (activateLocale).
 */
export function startFirstPaint(locale: LocaleCode): Promise<void> {
  applyDocumentLocale(locale)
  i18n.load('en', english)
  if (locale === 'en') {
    i18n.activate('en')
    return Promise.resolve()
  }
  return FIRST_PAINT_CATALOGUES[locale]().then(
    ({ messages }) => {
      i18n.load(locale, messages)
      i18n.activate(locale)
    },
    () => {
      applyDocumentLocale('en')
      i18n.activate('en')
    },
  )
}
