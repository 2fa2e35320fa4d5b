/**
 * What the host page shows when the widget did not load, in the widget's language. The host script has no
 * dependencies (Lingui stays in the widget), so these few words, and their reading of a language tag, are its own; `loadNotice.test.ts` keeps it
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
  for (const tag of [typeof locale === 'string' ? locale : '', ...languages]) {
    const lower = tag.toLowerCase()
    const language = lower.split('-')[0]!
    // Only simplified Chinese is ours; Brazilian Portuguese answers every Portuguese (as src/i18n/locales.ts reads them).
    if (language === 'zh' && /hant|tw|hk/.test(lower)) continue
    const code = Object.keys(LOAD_NOTICE).find(
      (key) => key.toLowerCase() === lower || key.split('-')[0] === language,
    ) as keyof typeof LOAD_NOTICE | undefined
    if (code) return LOAD_NOTICE[code]
  }
  return LOAD_NOTICE.en
}
