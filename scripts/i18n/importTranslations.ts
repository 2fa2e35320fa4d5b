/**
 * `npx tsx scripts/i18n/importTranslations.ts FILE.json…`: writes translations into the PO catalogues. Each file is
 * `{ "<message id>": { "<locale>": "<translation>", … }, … }` (an `en` entry is ignored: English comes from the
 * source). Ids the catalogues do not have are reported and skipped; run `npm run i18n:extract` first.
 */
import { readFileSync } from 'node:fs'
import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'

const files = process.argv.slice(2)
const incoming: Record<string, Record<string, string>> = {}
for (const file of files) Object.assign(incoming, JSON.parse(readFileSync(file, 'utf8')))

const [catalog] = await getCatalogs(getConfig({ cwd: process.cwd() }))
if (!catalog) throw new Error('No catalogue configured in lingui.config.ts')
const unknown = new Set<string>()
for (const locale of catalog.locales.filter((code) => code !== 'en')) {
  const messages = await catalog.read(locale)
  let written = 0
  for (const [id, translations] of Object.entries(incoming)) {
    const text = translations[locale]
    if (text === undefined) continue
    if (!messages[id]) {
      unknown.add(id)
      continue
    }
    messages[id] = { ...messages[id], translation: text }
    written++
  }
  await catalog.write(locale, messages)
  console.log(`${locale}: ${written} translations written`)
}
if (unknown.size) console.log(`Not in the catalogues (skipped): ${[...unknown].join(', ')}`)
