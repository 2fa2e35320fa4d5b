import { matchLocale } from '../i18n/locales'

/**
 * What the host page shows when the widget did not load, in the widget's language. The host script has no
 * dependencies (Lingui stays in the widget), so these few words are its own table; `loadNotice.test.ts` keeps it
 * covering every language Ferry speaks.
 */
export const LOAD_NOTICE = {
  en: ['Ferry did not load.', 'Try again'],
  es: ['Ferry no se ha cargado.', 'Reintentar'],
  'pt-BR': ['O Ferry não carregou.', 'Tentar novamente'],
  fr: ['Ferry ne s’est pas chargé.', 'Réessayer'],
  de: ['Ferry wurde nicht geladen.', 'Erneut versuchen'],
  tr: ['Ferry yüklenemedi.', 'Tekrar dene'],
  ru: ['Ferry не загрузился.', 'Повторить'],
  'zh-CN': ['Ferry 未能加载。', '重试'],
  ja: ['Ferry を読み込めませんでした。', '再試行'],
  ko: ['Ferry를 불러오지 못했습니다.', '다시 시도'],
  vi: ['Ferry không tải được.', 'Thử lại'],
  ar: ['تعذّر تحميل Ferry.', 'إعادة المحاولة'],
  he: ['Ferry לא נטען.', 'נסו שוב'],
} as const

/** The notice's sentence and button, for the widget's `locale` option, else the visitor's browser languages. */
export function loadNoticeText(locale: unknown, languages: readonly string[]): readonly [string, string] {
  const code = matchLocale([typeof locale === 'string' ? locale : undefined, ...languages])
  return LOAD_NOTICE[code]
}
