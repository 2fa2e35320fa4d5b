/** The languages Ferry speaks, as BCP 47 tags: English is the source every other falls back to. */
export const LOCALE_CODES = [
  'en',
  'es',
  'pt-BR',
  'fr',
  'de',
  'tr',
  'ru',
  'zh-CN',
  'ja',
  'ko',
  'vi',
  'ar',
  'he',
] as const

export type LocaleCode = (typeof LOCALE_CODES)[number]

export const SOURCE_LOCALE: LocaleCode = 'en'
