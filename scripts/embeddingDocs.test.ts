/**
 * docs/embedding.md's tables against the code: each option of the npm package (FerryWidget's props, mount's options)
 * once in "Options", each event with its React prop once in "Events", each configuration option once in "The
 * configuration". The props are read from the package's types with the TypeScript compiler.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import ts from 'typescript'
import { expect, test } from 'vitest'
import { eventProp } from '../packages/widget/src/eventProps'
import { widgetConfigSchema } from '../src/config/widgetConfig'
import { FERRY_EVENTS } from '../src/embed-host/protocol'

const DOC = readFileSync(resolve(import.meta.dirname, '../docs/embedding.md'), 'utf8')

/** The rows of the first table under `heading`, each as its cells' backticked names. */
function tableUnder(heading: string): string[][] {
  const at = DOC.indexOf(`\n${heading}\n`)
  expect(at, heading).toBeGreaterThan(-1)
  const lines = DOC.slice(at).split('\n')
  const first = lines.findIndex((line) => line.startsWith('|'))
  const rows = []
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('|')) break
    rows.push(line.split('|').slice(1, -1))
  }
  return rows.map((cells) => cells.map((cell) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!).join(' ')))
}
const namesIn = (cell: string) => cell.split(' ').filter(Boolean)

/** The property names of a type alias exported by a file, as the compiler sees them. */
function propertiesOf(file: string, alias: string): string[] {
  const program = ts.createProgram([file], { strict: true, skipLibCheck: true, jsx: ts.JsxEmit.ReactJSX })
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(file)!
  const declaration = source.statements.find(
    (s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === alias,
  )!
  return checker
    .getTypeAtLocation(declaration)
    .getProperties()
    .map((p) => p.name)
}

test('"Options" lists each prop of FerryWidget but the event callbacks, once', () => {
  const props = propertiesOf(resolve(import.meta.dirname, '../packages/widget/src/react.ts'), 'FerryWidgetProps')
  const callbacks = new Set<string>(FERRY_EVENTS.map(eventProp))
  const documented = tableUnder('### Options').flatMap(([names]) => namesIn(names!))
  expect([...documented].sort()).toEqual(props.filter((p) => !callbacks.has(p)).sort())
  expect(new Set(documented).size).toBe(documented.length)
})

test('"Events" lists each event once, with the React prop that hears it', () => {
  const rows = tableUnder('### Events')
  expect(rows.map(([event]) => event)).toEqual(FERRY_EVENTS)
  for (const [event, prop] of rows) expect(prop).toBe(eventProp(event as never))
})

test('"The configuration" lists each option of the schema once', () => {
  const documented = tableUnder('## The configuration').flatMap(([names]) => namesIn(names!))
  expect([...documented].sort()).toEqual(Object.keys(widgetConfigSchema.shape).sort())
  expect(new Set(documented).size).toBe(documented.length)
})
