import { directionOf, type LocaleCode } from './locales'

/** The page speaks `locale`: its language for screen readers and fonts, and the direction its text runs. */
export function applyDocumentLocale(locale: LocaleCode, root: HTMLElement = document.documentElement): void {
  root.lang = locale
  root.dir = directionOf(locale)
}
