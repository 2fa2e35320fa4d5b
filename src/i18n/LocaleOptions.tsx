import { LOCALE_CODES, LOCALE_NAMES } from './locales'

/** One `<option>` per language Ferry speaks, each named in itself (and marked as such for screen readers). */
export function LocaleOptions() {
  return LOCALE_CODES.map((code) => (
    <option key={code} value={code} lang={code}>
      {LOCALE_NAMES[code]}
    </option>
  ))
}
