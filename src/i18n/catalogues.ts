import type { Messages } from '@lingui/core'
import type { LocaleCode } from './localeCodes'

type Catalogue = Promise<{ messages: Messages }>

/** Each locale's whole catalogue, a chunk of its own that loads with the app (scripts/messagesPlugin.ts). */
export const CATALOGUES: Record<LocaleCode, () => Catalogue> = {
  en: () => import('virtual:ferry-messages/en'),
  es: () => import('virtual:ferry-messages/es'),
  'pt-BR': () => import('virtual:ferry-messages/pt-BR'),
  fr: () => import('virtual:ferry-messages/fr'),
  de: () => import('virtual:ferry-messages/de'),
  tr: () => import('virtual:ferry-messages/tr'),
  ru: () => import('virtual:ferry-messages/ru'),
  'zh-CN': () => import('virtual:ferry-messages/zh-CN'),
  ja: () => import('virtual:ferry-messages/ja'),
  ko: () => import('virtual:ferry-messages/ko'),
  vi: () => import('virtual:ferry-messages/vi'),
  ar: () => import('virtual:ferry-messages/ar'),
  he: () => import('virtual:ferry-messages/he'),
}

/** The few messages the first paint draws, for one locale (English's come with the first load itself). */
export const FIRST_PAINT_CATALOGUES: Record<Exclude<LocaleCode, 'en'>, () => Catalogue> = {
  es: () => import('virtual:ferry-first-paint-messages/es'),
  'pt-BR': () => import('virtual:ferry-first-paint-messages/pt-BR'),
  fr: () => import('virtual:ferry-first-paint-messages/fr'),
  de: () => import('virtual:ferry-first-paint-messages/de'),
  tr: () => import('virtual:ferry-first-paint-messages/tr'),
  ru: () => import('virtual:ferry-first-paint-messages/ru'),
  'zh-CN': () => import('virtual:ferry-first-paint-messages/zh-CN'),
  ja: () => import('virtual:ferry-first-paint-messages/ja'),
  ko: () => import('virtual:ferry-first-paint-messages/ko'),
  vi: () => import('virtual:ferry-first-paint-messages/vi'),
  ar: () => import('virtual:ferry-first-paint-messages/ar'),
  he: () => import('virtual:ferry-first-paint-messages/he'),
}
