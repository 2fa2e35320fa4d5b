import fc from 'fast-check'
import { type Shape, withoutNull } from './describedShape'

/**
 * What a sample must hold beyond the description, by path (`chains.[].id`;
 * `[]` stands for any element of a list): the fields Ferry cannot do without,
 * always present (`'present'`, with any value the description allows but
 * `null`) or drawn from a given arbitrary (where the description says only
 * `unknown` or `string` and Ferry needs, say, a transaction).
 */
export type Fill = Record<string, fc.Arbitrary<unknown> | 'present'>

export type DescribedArbitraryOptions = {
  fill?: Fill
  /** Unknown extra keys in every object (default true): the description may grow. */
  extras?: boolean
  /** Now and then a string outside an enum's values (default true): enums grow too (new statuses, VMs). */
  openEnums?: boolean
  /** Longest generated list (default 3). */
  maxLength?: number
}

const join = (path: string, name: string) => (path ? `${path}.${name}` : name)
const EXTRA_KEY = fc.string({ minLength: 1, maxLength: 8 }).map((s) => `x_${s}`)
const ANY_JSON = fc.jsonValue({ maxDepth: 2 })
const NUMBER = fc.oneof(
  fc.integer(),
  fc.integer({ min: 0, max: 100_000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)

/**
 * A fast-check arbitrary of every value the description allows for `shape`:
 * each optional field absent and present, each nullable one `null`, nested
 * objects where the description nests them, unknown extra keys, and enums
 * with values they do not list yet; plus what `fill` asks for.
 */
export function describedArbitrary(shape: Shape, options: DescribedArbitraryOptions = {}): fc.Arbitrary<unknown> {
  const settings = { fill: options.fill ?? {}, extras: options.extras ?? true, openEnums: options.openEnums ?? true }
  const maxLength = options.maxLength ?? 3
  const unused = new Set(Object.keys(settings.fill))

  const of = (s: Shape, path: string): fc.Arbitrary<unknown> => {
    switch (s.kind) {
      case 'string':
        if (!s.values) return fc.string({ maxLength: 12 })
        return settings.openEnums
          ? fc.oneof({ arbitrary: fc.constantFrom(...s.values), weight: 4 }, { arbitrary: fc.string(), weight: 1 })
          : fc.constantFrom(...s.values)
      case 'number':
        return s.values ? fc.constantFrom(...s.values) : NUMBER
      case 'boolean':
        return fc.boolean()
      case 'null':
        return fc.constant(null)
      case 'unknown':
        return ANY_JSON
      case 'union':
        return fc.oneof(...s.options.map((o) => of(o, path)))
      case 'array':
        return fc.array(field(s.element, join(path, '[]')), { maxLength })
      case 'object':
        return object(s, path)
    }
  }

  const field = (s: Shape, path: string): fc.Arbitrary<unknown> => {
    const rule = settings.fill[path]
    if (rule === undefined) return of(s, path)
    unused.delete(path)
    return rule === 'present' ? of(withoutNull(s), path) : rule
  }

  const object = (s: Extract<Shape, { kind: 'object' }>, path: string): fc.Arbitrary<unknown> => {
    const model: Record<string, fc.Arbitrary<unknown>> = {}
    const required: string[] = []
    for (const [name, property] of Object.entries(s.properties)) {
      const childPath = join(path, name)
      model[name] = field(property.shape, childPath)
      if (!property.optional || settings.fill[childPath] !== undefined) required.push(name)
    }
    const known = fc.record(model, { requiredKeys: required })
    const index = s.index ? fc.dictionary(EXTRA_KEY, of(s.index, join(path, '*')), { maxKeys: 2 }) : undefined
    const extra = settings.extras ? fc.dictionary(EXTRA_KEY, ANY_JSON, { maxKeys: 2 }) : undefined
    const parts = [known, ...(index ? [index] : []), ...(extra ? [extra] : [])]
    return fc.tuple(...parts).map((objects) => Object.assign({}, ...objects.reverse()))
  }

  const arbitrary = field(shape, '')
  if (unused.size)
    throw new Error(`fill names paths the description does not have: ${[...unused].join(', ')} (a typo, or it changed)`)
  return arbitrary
}
