import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { type ReactNode, useSyncExternalStore } from 'react'

const subscribe = (onChange: () => void) => i18n.on('change', onChange)
const activeLocale = () => i18n.locale

/**
 * The app's messages. When another language is activated (the demo's menu, a host's `update`) the app is drawn again
 * in it, in place: `children` is called again, so every part below is drawn anew with its state. Nothing is mounted
 * afresh, so a transfer waiting for its wallet's answer, what the form holds and what is open stay as they were
 * (docs/i18n.md). A part that redraw does not reach (a `memo`, the router's matches) calls `useLingui` to be drawn too.
 */
export function LocaleProvider(props: { children: () => ReactNode }) {
  useSyncExternalStore(subscribe, activeLocale)
  return <I18nProvider i18n={i18n}>{props.children()}</I18nProvider>
}
