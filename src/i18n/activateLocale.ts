import { i18n, type Messages } from '@lingui/core'
import { CATALOGUES } from './catalogues'
import { applyDocumentLocale } from './documentLocale'
import type { LocaleCode } from './locales'

/** A host page's own wording, by message id: `{ 'swap.review.fees': 'Network costs' }`. */
export type MessageOverrides = Readonly<Record<string, string>>

/**
 * Loads and activates a locale's whole catalogue over English's, so that a message the locale lacks reads in
 * English rather than as a blank or its id, with the host's overrides on top (compiled here: they are the only
 * messages not compiled at build time, and the compiler loads only when there are some).
 */
export async function activateLocale(locale: LocaleCode, overrides: MessageOverrides = {}): Promise<void> {
  const [english, own, extra] = await Promise.all([
    CATALOGUES.en(),
    locale === 'en' ? undefined : CATALOGUES[locale](),
    compileOverrides(overrides),
  ])
  i18n.load(locale, { ...english.messages, ...own?.messages, ...extra })
  i18n.activate(locale)
  applyDocumentLocale(locale)
}

async function compileOverrides(overrides: MessageOverrides): Promise<Messages> {
  const entries = Object.entries(overrides).filter(([id, text]) => typeof text === 'string' && id.length > 0)
  if (entries.length === 0) return {}
  const { compileMessage } = await import('@lingui/message-utils/compileMessage')
  const out: Messages = {}
  for (const [id, text] of entries) {
    try {
      out[id] = compileMessage(text) as Messages[string]
    } catch {
      // A message that does not parse (an unclosed brace) is kept as the locale has it.
    }
  }
  return out
}

/** The string entries of an unchecked `messages` option (the embed's first look, before its configuration is checked). */
export function messageOverrides(value: unknown): MessageOverrides {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
  return Object.fromEntries(Object.entries(value).filter(([, text]) => typeof text === 'string'))
}
