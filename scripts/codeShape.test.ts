/**
 * The size rules of the architecture (docs/architecture.md): no file in src/ over 250 lines and no React component
 * over 150, so that no room of the widget grows back into a 400-line file with four jobs. Components are found with
 * the TypeScript parser: a function (declared or an arrow) whose name starts with a capital and whose body returns JSX.
 * And one base error: no class in src/, devnet/ or server/ extends `Error` but `FerryError` itself; one retry rule:
 * a query that retries spreads `queryRetry` (src/api/queryRetry.ts) instead of writing its own `retry`.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const MAX_FILE_LINES = 250
const MAX_COMPONENT_LINES = 150

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

function containsJsx(node: ts.Node): boolean {
  if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) return true
  return ts.forEachChild(node, (child) => containsJsx(child) || undefined) ?? false
}

/** Every component of a file with its length in lines. */
function componentLengths(path: string, text: string): { name: string; lines: number }[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: { name: string; lines: number }[] = []
  const lines = (node: ts.Node) =>
    file.getLineAndCharacterOfPosition(node.getEnd()).line -
    file.getLineAndCharacterOfPosition(node.getStart(file)).line +
    1
  const visit = (node: ts.Node) => {
    let name: string | undefined
    let body: ts.Node | undefined
    if (ts.isFunctionDeclaration(node) && node.name) [name, body] = [node.name.text, node.body]
    else if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    )
      [name, body] = [node.name.text, node.initializer.body]
    if (name && /^[A-Z]/.test(name) && body && containsJsx(body)) found.push({ name, lines: lines(node) })
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

const files = sourceFiles('src')

/**
 * The node code's files over MAX_FILE_LINES, each with its reason: a list that reads as one thing from top to bottom,
 * where a split would only hide half of it.
 */
const LONG_NODE_FILES: Record<string, string> = {
  'devnet/store/storeMigrations.ts': 'the store schema in order, appended to and never edited: data dirs outlive code',
  'devnet/fuzz/devnetTargets.ts': "the fuzzer's table of endpoints, one entry a target",
  'devnet/fuzz/hostileArbitraries.ts': "the fuzzer's tables of hostile input, one entry a case",
}

/** The classes of a file that extend `Error` itself (not a subclass of it). */
function directErrorClasses(text: string): string[] {
  return [...text.matchAll(/class\s+(\w+)\s+extends\s+Error\b(?!\w)/g)].map((m) => m[1] as string)
}

describe('code shape', () => {
  it(`no file in src/ is over ${MAX_FILE_LINES} lines`, () => {
    const long = files
      .map((path) => ({ path, lines: readFileSync(path, 'utf8').split('\n').length }))
      .filter((f) => f.lines > MAX_FILE_LINES)
    expect(long).toEqual([])
  })

  it(`no file of devnet/ or server/ is over ${MAX_FILE_LINES} lines but those named with their reason`, () => {
    const long = [...sourceFiles('devnet'), ...sourceFiles('server')]
      .map((path) => ({ path: path.split('\\').join('/'), lines: readFileSync(path, 'utf8').split('\n').length }))
      .filter((f) => f.lines > MAX_FILE_LINES && !(f.path in LONG_NODE_FILES))
    expect(long).toEqual([])
  })

  it(`no component is over ${MAX_COMPONENT_LINES} lines`, () => {
    const long = files
      .filter((path) => path.endsWith('.tsx'))
      .flatMap((path) => componentLengths(path, readFileSync(path, 'utf8')).map((c) => ({ path, ...c })))
      .filter((c) => c.lines > MAX_COMPONENT_LINES)
    expect(long).toEqual([])
  })

  it('every error class extends FerryError (src/lib/FerryError.ts), the one base error', () => {
    const direct = [...files, ...sourceFiles('devnet'), ...sourceFiles('server')].flatMap((path) =>
      directErrorClasses(readFileSync(path, 'utf8'))
        .filter((name) => name !== 'FerryError')
        .map((name) => `${path}: ${name}`),
    )
    expect(direct).toEqual([])
  })

  it('no query writes its own retry rule: it spreads queryRetry (or says retry: false)', () => {
    const own = files
      .filter((path) => !path.endsWith(join('api', 'queryRetry.ts')))
      .flatMap((path) =>
        readFileSync(path, 'utf8')
          .split('\n')
          .map((line, index) => ({ path, line: index + 1, text: line.trim() }))
          .filter(({ text }) => /\bretry(Delay)?:\s*(?!false\b)[\w(]/.test(text) || /failureCount\s*</.test(text)),
      )
    expect(own).toEqual([])
  })

  it('finds classes that extend Error itself, not its subclasses', () => {
    expect(
      directErrorClasses('class A extends Error {}\nclass B extends FerryError {}\nclass C extends ErrorLike {}'),
    ).toEqual(['A'])
  })

  it('finds components, declared and arrow, and measures them', () => {
    const text = [
      'export function Big() {',
      '  return <div />',
      '}',
      'const Small = () => <span />',
      'function helper() { return 1 }',
    ].join('\n')
    expect(componentLengths('x.tsx', text)).toEqual([
      { name: 'Big', lines: 3 },
      { name: 'Small', lines: 1 },
    ])
  })
})
