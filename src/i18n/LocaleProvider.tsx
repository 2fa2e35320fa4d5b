import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'

/** The app's messages: every part below re-renders in the new language when another is activated. */
export function LocaleProvider(props: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{props.children}</I18nProvider>
}
