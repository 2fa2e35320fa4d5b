import { type I18n, setupI18n } from '@lingui/core'
import { compileCatalogue, readCatalogue } from '../messagesPlugin'

const loaded = new Map<string, Promise<I18n>>()

/**
 * Ferry's messages as the build ships them (the PO catalogues, compiled), for a test to find a text by its id in any
 * language: `(await messagesIn('ar')).t('swap.amount.pay')`. A message the language lacks reads in English, as in
 * the app. (The source's macros only run inside the build, so tests read the catalogues rather than import them.)
 */
export function messagesIn(
  locale: string,
): Promise<I18n & { t: (id: string, values?: Record<string, unknown>) => string }> {
  let i18n = loaded.get(locale)
  if (!i18n) {
    i18n = (async () => {
      const root = process.cwd()
      const english = compileCatalogue(await readCatalogue(root, 'en'))
      const own = locale === 'en' ? {} : compileCatalogue(await readCatalogue(root, locale))
      return setupI18n({ locale, messages: { [locale]: { ...english, ...own } as never } })
    })()
    loaded.set(locale, i18n)
  }
  return i18n.then((found) =>
    Object.assign(found, { t: (id: string, values?: Record<string, unknown>) => found._(id, values) }),
  )
}

/** The sentence the widget shows for a fail reason, in `locale` (transfer/failReasonText.ts, by its ids). */
export async function failReasonTextIn(locale: string, reason: string | null | undefined): Promise<string> {
  const messages = await messagesIn(locale)
  if (!reason) return messages.t('transfer.failure.unknown')
  const id = `transfer.failure.${reason.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())}`
  return id in (messages.messages as Record<string, unknown>)
    ? messages.t(id)
    : messages.t('transfer.failure.unknownWithReason', { reason })
}
