import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { CatalogType } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { Plugin } from 'vite'
import { firstPaintModules } from './firstPaintModules.ts'

const ALL = 'virtual:ferry-messages/'
const FIRST_PAINT = 'virtual:ferry-first-paint-messages/'
const LOCALES_DIR = 'src/i18n/locales'

/** A locale's PO catalogue, parsed: message id → its English source, translation and where it is used. */
export async function readCatalogue(root: string, locale: string): Promise<CatalogType> {
  const file = resolve(root, LOCALES_DIR, `${locale}.po`)
  const po = formatter({ explicitIdAsDefault: true })
  const parsed = await po.parse(readFileSync(file, 'utf8'), { locale, sourceLocale: 'en', filename: file })
  return parsed ?? {}
}

/** Compiled messages (Lingui's runtime form): each translation, or for English its source; an empty one is left out. */
export function compileCatalogue(catalogue: CatalogType, ids?: ReadonlySet<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [id, entry] of Object.entries(catalogue)) {
    if ((ids && !ids.has(id)) || entry.obsolete) continue
    if (entry.translation) out[id] = compileMessage(entry.translation)
  }
  return out
}

/** The ids of the messages used in the given source files, from the English catalogue's origins. */
export function idsUsedIn(english: CatalogType, files: readonly string[]): Set<string> {
  const wanted = new Set(files)
  const ids = new Set<string>()
  for (const [id, entry] of Object.entries(english))
    if (entry.origin?.some(([file]) => wanted.has(file.replace(/^\.\//, '')))) ids.add(id)
  return ids
}

/**
 * `virtual:ferry-messages/<locale>`: a locale's whole catalogue, compiled ahead of time, loaded with the app.
 * `virtual:ferry-first-paint-messages/<locale>`: only the messages the first paint's modules use, with English
 * where a translation is missing, so the first load carries a few strings of one language.
 */
export function ferryMessagesPlugin(): Plugin {
  let root = process.cwd()
  return {
    name: 'ferry-messages',
    configResolved(config) {
      root = config.root
    },
    resolveId(id) {
      return id.startsWith(ALL) || id.startsWith(FIRST_PAINT) ? `\0${id}` : undefined
    },
    async load(id) {
      if (!id.startsWith('\0virtual:ferry-')) return undefined
      const firstPaint = id.startsWith(`\0${FIRST_PAINT}`)
      const locale = id.slice((firstPaint ? FIRST_PAINT : ALL).length + 1)
      this.addWatchFile(resolve(root, LOCALES_DIR, `${locale}.po`))
      const catalogue = await readCatalogue(root, locale)
      if (!firstPaint)
        return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compileCatalogue(catalogue)))})`
      this.addWatchFile(resolve(root, LOCALES_DIR, 'en.po'))
      const english = locale === 'en' ? catalogue : await readCatalogue(root, 'en')
      const ids = idsUsedIn(english, firstPaintModules(root))
      const messages = { ...compileCatalogue(english, ids), ...compileCatalogue(catalogue, ids) }
      return `export const messages = ${JSON.stringify(messages)}`
    },
  }
}
