import type { Shape } from './describedShape'

/**
 * Where `value` differs from `shape` (a shape read from the public API
 * description, `describedResponse`), one line per difference, by path
 * (`chains.[3].currency.decimals: a string where the description has a
 * number`). Empty when the value is an answer the public service could send.
 * Test tooling for the devnet's conformance (`devnet/service/describedAnswers.test.ts`):
 * a key the description does not have, a required key missing, a wrong type or
 * a value outside an enum is a difference; what the description leaves
 * `unknown` takes anything.
 */
export function describedMismatches(shape: Shape, value: unknown, path = ''): string[] {
  const at = path || '(the answer)'
  switch (shape.kind) {
    case 'unknown':
      return []
    case 'null':
      return value === null ? [] : [`${at}: ${kindOf(value)} where the description has null`]
    case 'boolean':
      return typeof value === 'boolean' ? [] : [`${at}: ${kindOf(value)} where the description has a boolean`]
    case 'string':
    case 'number': {
      if (typeof value !== shape.kind || (typeof value === 'number' && !Number.isFinite(value)))
        return [`${at}: ${kindOf(value)} where the description has a ${shape.kind}`]
      if (shape.values && !(shape.values as unknown[]).includes(value))
        return [`${at}: ${JSON.stringify(value)} is not one of ${shape.values.map((v) => JSON.stringify(v)).join(' ')}`]
      return []
    }
    case 'array':
      if (!Array.isArray(value)) return [`${at}: ${kindOf(value)} where the description has a list`]
      return value.flatMap((element, i) => describedMismatches(shape.element, element, `${path}[${i}]`))
    case 'object': {
      if (kindOf(value) !== 'an object') return [`${at}: ${kindOf(value)} where the description has an object`]
      const record = value as Record<string, unknown>
      const found: string[] = []
      for (const [name, property] of Object.entries(shape.properties))
        if (!property.optional && !Object.hasOwn(record, name)) found.push(`${join(path, name)}: missing`)
      for (const [name, child] of Object.entries(record)) {
        const described = Object.hasOwn(shape.properties, name) ? shape.properties[name]!.shape : shape.index
        if (!described) found.push(`${join(path, name)}: not in the description`)
        else found.push(...describedMismatches(described, child, join(path, name)))
      }
      return found
    }
    case 'union': {
      // The closest option tells most: one of the value's own kind first (an object's differences, not "not null").
      let best: { found: string[]; sameKind: boolean } | undefined
      for (const option of shape.options) {
        const found = describedMismatches(option, value, path)
        if (found.length === 0) return []
        const sameKind = sameKindAs(option, value)
        if (!best || (sameKind && !best.sameKind) || (sameKind === best.sameKind && found.length < best.found.length))
          best = { found, sameKind }
      }
      return best?.found ?? []
    }
  }
}

function sameKindAs(shape: Shape, value: unknown): boolean {
  if (shape.kind === 'object') return kindOf(value) === 'an object'
  if (shape.kind === 'array') return Array.isArray(value)
  if (shape.kind === 'null') return value === null
  return typeof value === shape.kind
}

const join = (path: string, name: string) => (path ? `${path}.${name}` : name)

function kindOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object') return 'an object'
  if (value === undefined) return 'nothing'
  return `a ${typeof value} (${JSON.stringify(value).slice(0, 40)})`
}
