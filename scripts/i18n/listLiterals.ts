/**
 * `npx tsx scripts/i18n/listLiterals.ts [files or folders…]`: every string a person could read that is not a message
 * (default: all of src/), one per line as file:line, the same check `scripts/i18n.test.ts` makes in `npm test`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { isChecked } from './checkedFiles'
import { visibleLiterals } from './visibleLiterals'

const walk = (path: string): string[] =>
  statSync(path).isDirectory() ? readdirSync(path).flatMap((name) => walk(join(path, name))) : [path]

const files = (process.argv.length > 2 ? process.argv.slice(2) : ['src']).flatMap(walk).filter(isChecked)
let count = 0
for (const file of files)
  for (const literal of visibleLiterals(file, readFileSync(file, 'utf8'))) {
    count++
    console.log(`${literal.file}:${literal.line}  ${literal.text.replace(/\s+/g, ' ').slice(0, 100)}`)
  }
console.log(`${count} visible literals in ${files.length} files`)
