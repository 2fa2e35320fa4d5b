import ts from 'typescript'

/**
 * The shapes of the public service's answers, read from its API description
 * itself: the official SDK's OpenAPI-derived `paths` type
 * (`@relayprotocol/relay-sdk`, `_types/src/types/api.d.ts`), walked with the
 * TypeScript compiler. Test tooling only (the conformance tests): nothing of
 * it reaches a bundle. No shape here is written by hand, so a test built on
 * them checks Ferry against the description, not against what the devnet
 * happens to write.
 */
export type Shape =
  | { kind: 'string'; values?: string[] }
  | { kind: 'number'; values?: number[] }
  | { kind: 'boolean' }
  | { kind: 'null' }
  | { kind: 'unknown' }
  | { kind: 'array'; element: Shape }
  | { kind: 'object'; properties: Record<string, { shape: Shape; optional: boolean }>; index?: Shape }
  | { kind: 'union'; options: Shape[] }

const SDK = '@relayprotocol/relay-sdk'
/** Deep enough for every answer of the description; a guard against a recursive type. */
const MAX_DEPTH = 40

type Description = { checker: ts.TypeChecker; paths: ts.Type; node: ts.Node; program: ts.Program; typesDir: string }

let loaded: Description | undefined

function load(): Description {
  if (loaded) return loaded
  const options: ts.CompilerOptions = { strict: true, noEmit: true, moduleResolution: ts.ModuleResolutionKind.Bundler }
  const root = ts.sys.getCurrentDirectory()
  const resolved = ts.resolveModuleName(SDK, `${root}/package.json`, options, ts.sys).resolvedModule
  if (!resolved) throw new Error(`${SDK} is not installed: the conformance tests read its types`)
  const typesDir = resolved.resolvedFileName.replace(/index\.d\.ts$/, '')
  const file = `${typesDir}types/api.d.ts`
  // The websocket payload is typed beside the client that reads it, not in the OpenAPI types.
  const program = ts.createProgram([file, `${typesDir}utils/websocket.d.ts`], {
    ...options,
    types: [],
    lib: ['lib.es2022.d.ts'],
  })
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(file)
  if (!source) throw new Error(`cannot read ${file}`)
  const declaration = source.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'paths',
  )
  if (!declaration) throw new Error(`${file} has no paths interface`)
  loaded = { checker, paths: checker.getTypeAtLocation(declaration), node: declaration, program, typesDir }
  return loaded
}

function property(d: Description, type: ts.Type, name: string): ts.Type {
  const symbol = d.checker.getPropertyOfType(d.checker.getNonNullableType(type), name)
  if (!symbol) throw new Error(`the description has no "${name}" here`)
  return d.checker.getTypeOfSymbolAtLocation(symbol, d.node)
}

function shapeOf(d: Description, type: ts.Type, depth: number): Shape {
  if (depth > MAX_DEPTH) return { kind: 'unknown' }
  const { checker } = d
  const flags = type.flags
  if (flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any)) return { kind: 'unknown' }
  if (flags & ts.TypeFlags.Null) return { kind: 'null' }
  if (flags & ts.TypeFlags.StringLiteral) return { kind: 'string', values: [(type as ts.StringLiteralType).value] }
  if (flags & ts.TypeFlags.String) return { kind: 'string' }
  if (flags & ts.TypeFlags.NumberLiteral) return { kind: 'number', values: [(type as ts.NumberLiteralType).value] }
  if (flags & ts.TypeFlags.Number) return { kind: 'number' }
  if (flags & (ts.TypeFlags.Boolean | ts.TypeFlags.BooleanLiteral)) return { kind: 'boolean' }
  if (type.isUnion()) {
    const parts = type.types.filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)))
    const options = parts.map((t) => shapeOf(d, t, depth + 1))
    return mergeLiterals(options)
  }
  if (checker.isArrayType(type)) {
    const [element] = checker.getTypeArguments(type as ts.TypeReference)
    return { kind: 'array', element: element ? shapeOf(d, element, depth + 1) : { kind: 'unknown' } }
  }
  if (flags & ts.TypeFlags.Object) {
    const properties: Record<string, { shape: Shape; optional: boolean }> = {}
    for (const symbol of checker.getPropertiesOfType(type)) {
      const propType = checker.getTypeOfSymbolAtLocation(symbol, d.node)
      properties[symbol.name] = {
        shape: shapeOf(d, propType, depth + 1),
        optional: (symbol.flags & ts.SymbolFlags.Optional) !== 0,
      }
    }
    const index = checker.getIndexInfosOfType(type)[0]
    const indexShape = index && !(index.type.flags & ts.TypeFlags.Never) ? shapeOf(d, index.type, depth + 1) : undefined
    return { kind: 'object', properties, ...(indexShape ? { index: indexShape } : {}) }
  }
  return { kind: 'unknown' }
}

/** `'a' | 'b'` is one string shape with two values; `true | false` one boolean. */
function mergeLiterals(options: Shape[]): Shape {
  const merged: Shape[] = []
  for (const option of options) {
    const same = merged.find((m) => m.kind === option.kind)
    if (same && (option.kind === 'string' || option.kind === 'number') && same.kind === option.kind) {
      if (same.values && option.values) (same.values as (string | number)[]).push(...option.values)
      else delete same.values
      continue
    }
    if (same && (option.kind === 'boolean' || option.kind === 'null')) continue
    merged.push(option.kind === 'string' || option.kind === 'number' ? { ...option } : option)
  }
  return merged.length === 1 ? merged[0]! : { kind: 'union', options: merged }
}

/**
 * The shape of the JSON body the description gives for `method path`'s
 * answer with `status` (200 unless said).
 */
export function describedResponse(path: string, method: string, status = 200): Shape {
  const d = load()
  const operation = property(d, property(d, d.paths, path), method)
  const json = property(
    d,
    property(d, property(d, property(d, operation, 'responses'), String(status)), 'content'),
    'application/json',
  )
  return shapeOf(d, json, 0)
}

/**
 * The shape of a type the SDK declares beside its client (`file` relative to
 * its `_types/src/`), for what the OpenAPI types leave out: the websocket's
 * `RequestStatusUpdatedPayload` in `utils/websocket.d.ts`.
 */
export function describedSdkType(file: string, name: string): Shape {
  const d = load()
  const source = d.program.getSourceFile(`${d.typesDir}${file}`)
  const declaration = source?.statements.find(
    (s) => (ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s)) && s.name.text === name,
  )
  if (!declaration) throw new Error(`the SDK declares no ${name} in ${file}`)
  return shapeOf(d, d.checker.getTypeAtLocation(declaration), 0)
}

/** The shape found by following property names (`[]` for an array's element) from another shape. */
export function shapeAt(shape: Shape, path: string): Shape {
  let current = shape
  for (const part of path.split('.').filter(Boolean)) {
    const plain = withoutNull(current)
    if (part === '[]') {
      if (plain.kind !== 'array') throw new Error(`${path}: not a list at ${part}`)
      current = plain.element
      continue
    }
    if (plain.kind !== 'object' || !plain.properties[part]) throw new Error(`${path}: no "${part}" in the description`)
    current = plain.properties[part].shape
  }
  return current
}

/** The shape without its `null` option (what a field is when it is there and not null). */
export function withoutNull(shape: Shape): Shape {
  if (shape.kind !== 'union') return shape
  const options = shape.options.filter((o) => o.kind !== 'null')
  return options.length === 1 ? options[0]! : { kind: 'union', options }
}
