import type { Locale } from '@rainbow-me/rainbowkit'
import type { LocaleCode } from '../i18n/locales'

/** The wallet chooser's language: RainbowKit speaks all of Ferry's but Hebrew, which gets its English. */
export function rainbowLocale(locale: string): Locale {
  const code = locale as LocaleCode
  return code === 'he' ? 'en' : code
}
