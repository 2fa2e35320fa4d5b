import { isLocaleCode, type LocaleCode, matchLocale } from './locales'

const REMEMBERED = 'ferry.locale'

/** The demo site's language: the one chosen in its menu on this device, else the browser's first we speak. */
export function demoLocale(storage: Pick<Storage, 'getItem'> | undefined, languages: readonly string[]): LocaleCode {
  let remembered: string | null = null
  try {
    remembered = storage?.getItem(REMEMBERED) ?? null
  } catch {
    // Storage refused (a privacy mode): the browser's languages decide.
  }
  return isLocaleCode(remembered) ? remembered : matchLocale(languages)
}

/** Remembers the language chosen in the demo site's menu, where storage allows it. */
export function rememberLocale(storage: Pick<Storage, 'setItem'> | undefined, locale: LocaleCode): void {
  try {
    storage?.setItem(REMEMBERED, locale)
  } catch {
    // Not remembered; the menu still switches this page.
  }
}

/** The embed's language: its `locale` option or parameter when it names one we speak, else the browser's. */
export function embedLocale(option: unknown, languages: readonly string[]): LocaleCode {
  return matchLocale([typeof option === 'string' ? option : undefined, ...languages])
}
