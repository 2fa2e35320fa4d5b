import { useEffect, useRef } from 'react'
import type { WidgetConfig } from '../config/widgetConfig'
import { activateLocale } from '../i18n/activateLocale'
import { embedLocale } from '../i18n/chooseLocale'

/**
 * The host's `locale` and `messages` as its `init` or `update` last set them: the widget changes language (or
 * wording) in place. The first configuration seen is the URL's, which embed.tsx applied before the first frame.
 */
export function useEmbedLocale(config: WidgetConfig | undefined) {
  const locale = embedLocale(config?.locale, navigator.languages)
  const messages = config?.messages
  const key = JSON.stringify([locale, messages ?? {}])
  const applied = useRef(key)
  useEffect(() => {
    if (key === applied.current) return
    applied.current = key
    void activateLocale(locale, messages)
  }, [key, locale, messages])
}
