import { i18n } from '@lingui/core'
import { useSyncExternalStore } from 'react'

const subscribe = (onChange: () => void) => i18n.on('change', onChange)
const activeLocale = () => i18n.locale

/**
 * The active locale, drawing the caller again when another one is activated. Every text is read in the render that
 * shows it, so a component drawn again speaks the new language; `LocaleProvider` draws the whole app again, and a part
 * the redraw does not reach by itself (a `memo`, the router's matches) calls this to be drawn too.
 */
export function useLocale(): string {
  return useSyncExternalStore(subscribe, activeLocale)
}
