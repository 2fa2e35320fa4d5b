import type { LinguiConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
import { LOCALE_CODES } from './src/i18n/localeCodes'

/**
 * Ferry's messages: every string a person can read goes through Lingui's macros with an explicit, stable id
 * (`swap.review.fees`), which a host page can override by key. `npm run i18n:extract` writes one PO file per
 * locale in src/i18n/locales; English is the source, and `scripts/i18n.test.ts` fails when a locale lacks a key.
 */
const config: LinguiConfig = {
  sourceLocale: 'en',
  locales: [...LOCALE_CODES],
  // A missing translation is filled at runtime from English (src/i18n/loadMessages.ts), never a blank.
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/node_modules/**'],
    },
  ],
  format: formatter({ lineNumbers: false, origins: true }),
  orderBy: 'messageId',
}

export default config
