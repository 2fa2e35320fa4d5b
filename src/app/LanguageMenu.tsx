import { t } from '@lingui/core/macro'
import { useId, useState } from 'react'
import { activateLocale } from '../i18n/activateLocale'
import { rememberLocale } from '../i18n/chooseLocale'
import { LocaleOptions } from '../i18n/LocaleOptions'
import { isLocaleCode, type LocaleCode } from '../i18n/locales'

/**
 * The demo site's language menu: each language by its own name. The choice is remembered on this device (it wins
 * over the browser's languages from then on) and the page switches at once.
 */
export function LanguageMenu(props: { locale: LocaleCode }) {
  const id = useId()
  const [failed, setFailed] = useState(false)
  const choose = (value: string) => {
    if (!isLocaleCode(value)) return
    rememberLocale(globalThis.localStorage, value)
    setFailed(false)
    activateLocale(value).catch(() => setFailed(true))
  }
  return (
    <div className="flex flex-wrap items-center justify-center gap-2 text-sm text-slate-600">
      <label htmlFor={id}>{t({ id: 'app.language.label', message: 'Language' })}</label>
      <select
        id={id}
        value={props.locale}
        onChange={(e) => choose(e.target.value)}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1"
        data-testid="language-menu"
      >
        <LocaleOptions />
      </select>
      {failed && (
        <span role="alert" className="text-red-700">
          {t({
            id: 'app.language.failed',
            message: 'That language could not load. Check the connection and try again.',
          })}
        </span>
      )}
    </div>
  )
}
