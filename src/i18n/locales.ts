import { LOCALE_CODES, type LocaleCode, SOURCE_LOCALE } from './localeCodes'

export type { LocaleCode } from './localeCodes'
export { LOCALE_CODES, SOURCE_LOCALE } from './localeCodes'

/** Each language by its own name (what a person looks for in a menu), and the direction its text runs. */
export const LOCALE_NAMES: Record<LocaleCode, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  fr: 'Français',
  de: 'Deutsch',
  tr: 'Türkçe',
  ru: 'Русский',
  'zh-CN': '简体中文',
  ja: '日本語',
  ko: '한국어',
  vi: 'Tiếng Việt',
  ar: 'العربية',
  he: 'עברית',
}

const RIGHT_TO_LEFT: ReadonlySet<LocaleCode> = new Set(['ar', 'he'])

export function directionOf(locale: LocaleCode): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr'
}

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value)
}

/** Tags that name one of ours under another spelling: Chinese written in simplified characters, old Hebrew. */
const ALIASES: Record<string, LocaleCode> = { zh: 'zh-CN', 'zh-hans': 'zh-CN', 'zh-sg': 'zh-CN', iw: 'he', pt: 'pt-BR' }

/** One requested tag ("de-AT", "pt", "zh-Hans-CN") read as one of ours, or undefined. */
export function matchOne(tag: string): LocaleCode | undefined {
  const lower = tag.trim().toLowerCase().replace(/_/g, '-')
  if (!lower) return undefined
  const exact = LOCALE_CODES.find((code) => code.toLowerCase() === lower)
  if (exact) return exact
  const parts = lower.split('-')
  // Script before region: zh-Hans-CN is simplified, zh-Hant-TW is not (and so not ours).
  if (parts[0] === 'zh')
    return parts.includes('hant') || parts.includes('tw') || parts.includes('hk') ? undefined : 'zh-CN'
  const language = parts[0]!
  return ALIASES[language] ?? LOCALE_CODES.find((code) => code === language)
}

/** The first of the person's languages (in their order of preference) that Ferry speaks, else English. */
export function matchLocale(requested: readonly (string | undefined | null)[]): LocaleCode {
  for (const tag of requested) {
    const match = tag ? matchOne(tag) : undefined
    if (match) return match
  }
  return SOURCE_LOCALE
}
