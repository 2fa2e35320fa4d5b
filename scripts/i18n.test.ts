import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { describe, expect, it } from 'vitest'
import { LOCALE_CODES } from '../src/i18n/localeCodes'
import { isChecked } from './i18n/checkedFiles'
import { visibleLiterals } from './i18n/visibleLiterals'
import { readCatalogue } from './messagesPlugin'

const root = process.cwd()
const walk = (path: string): string[] =>
  statSync(path).isDirectory() ? readdirSync(path).flatMap((name) => walk(join(path, name))) : [path]

/** `{amount}`, `{count, plural, …}`'s variable, `#`, and Trans's `<0>` tags: what a translation must keep. */
function placeholders(message: string): string[] {
  const names = [...message.matchAll(/\{\s*([\w.]+)\s*[,}]/g)].map((m) => `{${m[1]}}`)
  const tags = [...message.matchAll(/<\/?(\d+)\/?>/g)].map((m) => m[0])
  return [...new Set([...names, ...tags])].sort()
}

describe('messages', () => {
  it('every string a person can read in src/ goes through a message (scripts/i18n/listLiterals.ts lists them)', () => {
    const files = walk('src')
      .map((file) => file.replaceAll('\\', '/'))
      .filter(isChecked)
    const literals = files.flatMap((file) => visibleLiterals(file, readFileSync(file, 'utf8')))
    expect(literals.map((l) => `${l.file}:${l.line} ${l.text}`)).toEqual([])
  })

  it('the English catalogue is what the source says: run `npm run i18n:extract` after changing a message', async () => {
    const config = getConfig({ cwd: root })
    const [catalog] = await getCatalogs(config)
    const extracted = (await catalog!.collect()) ?? {}
    const english = await readCatalogue(root, 'en')
    const fromSource = Object.fromEntries(Object.entries(extracted).map(([id, m]) => [id, m.message ?? '']))
    const inCatalogue = Object.fromEntries(
      Object.entries(english)
        .filter(([, entry]) => !entry.obsolete)
        .map(([id, entry]) => [id, entry.translation ?? '']),
    )
    expect(inCatalogue).toEqual(fromSource)
  }, 120_000)

  it.each(LOCALE_CODES.filter((code) => code !== 'en'))(
    '%s has every message, none empty, with the same placeholders as English',
    async (locale) => {
      const english = await readCatalogue(root, 'en')
      const own = await readCatalogue(root, locale)
      const problems: string[] = []
      for (const [id, entry] of Object.entries(english)) {
        if (entry.obsolete) continue
        const translation = own[id]?.translation
        if (!translation?.trim()) problems.push(`${id}: missing`)
        else if (placeholders(translation).join() !== placeholders(entry.translation ?? '').join())
          problems.push(
            `${id}: placeholders ${placeholders(translation)} ≠ English ${placeholders(entry.translation ?? '')}`,
          )
      }
      expect(problems).toEqual([])
    },
  )
})
