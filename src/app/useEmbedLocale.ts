import { i18n } from '@lingui/core'
import { useEffect, useRef } from 'react'
import type { WidgetConfig } from '../config/widgetConfig'
import { activateLocale } from '../i18n/activateLocale'
import { embedLocale } from '../i18n/chooseLocale'

/**
 * The host's `locale` and `messages` as its `init` or `update` last set them: the widget changes language (or
 * wording) in place. The URL's were applied before the first frame (embed.tsx); nothing is reloaded for those.
 */
export function useEmbedLocale(config: WidgetConfig | undefined) {
  const applied = useRef<string | undefined>(undefined)
  const locale = embedLocale(config?.locale, navigator.languages)
  const messages = config?.messages
  const key = JSON.stringify([locale, messages ?? {}])
  useEffect(() => {
    if (applied.current === undefined) {
      // The first configuration seen: the URL's, already active unless the host's init changed it.
      applied.current = key
      if (locale === i18n.locale && !messages) return
    }
    if (applied.current === key && locale === i18n.locale) return
    applied.current = key
    void activateLocale(locale, messages)
  }, [key, locale, messages])
}
