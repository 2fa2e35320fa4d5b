import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { Fragment, type ReactNode, useSyncExternalStore } from 'react'

const subscribe = (onChange: () => void) => i18n.on('change', onChange)
const activeLocale = () => i18n.locale

/**
 * The app's messages. When another language is activated (the demo's menu, a host's `update`) the parts below are
 * drawn again in it: mounted afresh, so that every text, the ones read outside React included, is in the new
 * language. What must outlive that (transfers under way, the remembered wallet) is kept outside React already.
 */
export function LocaleProvider(props: { children: ReactNode }) {
  const locale = useSyncExternalStore(subscribe, activeLocale)
  return (
    <I18nProvider i18n={i18n}>
      <Fragment key={locale}>{props.children}</Fragment>
    </I18nProvider>
  )
}
