import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { useLocale } from './useLocale'

/**
 * The app's messages. When another language is activated (the demo's menu, a host's `update`) the app is drawn again
 * in it, in place: `children` is called again, so every part below is drawn anew with the same state. Nothing is
 * mounted afresh, so a transfer waiting for its wallet's answer, what the form holds and what is open stay as they
 * were (docs/i18n.md). A part the redraw does not reach by itself (a `memo`, the router's matches) calls `useLocale`.
 */
export function LocaleProvider(props: { children: () => ReactNode }) {
  useLocale()
  return <I18nProvider i18n={i18n}>{props.children()}</I18nProvider>
}
