import fc from 'fast-check'
import { zeroAddress } from 'viem'

/**
 * fast-check arbitraries of hostile input for the fuzzer: strings, numbers
 * and JSON a careless parser trips on, query strings and request bodies.
 */

/** Names an object lookup finds on Object.prototype. */
export const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype']

/** Numbers as text: past every database and JS range, negative, fractional, not numbers at all. */
export const HOSTILE_NUMBER_TEXTS = [
  '0',
  '-0',
  '-1',
  '0.5',
  '-0.5',
  '1e20',
  '1e-7',
  '1e400',
  '-1e400',
  'NaN',
  'Infinity',
  '-Infinity',
  '9007199254740993',
  '99999999999999999999',
  String(2n ** 31n),
  String(2n ** 63n),
  String(2n ** 63n - 1n),
  String(2n ** 64n),
  String(2n ** 128n),
  String(2n ** 256n),
  String(2n ** 256n - 1n),
  `-${2n ** 256n}`,
  '0x10',
  '0b1',
  '1_000',
  ' 1 ',
  '1.',
  '.5',
  '00012',
]

const SPECIAL_STRINGS = [
  ...PROTOTYPE_KEYS,
  ...HOSTILE_NUMBER_TEXTS,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'a\udc00b',
  '\ufeff',
  '\uffff',
  '😀',
  'é',
  'İ',
  '\r\n',
  '\t',
  '\u0007',
  '\u202e',
  'true',
  'false',
  'null',
  'undefined',
  '[]',
  '{}',
  '[{"constructor":"x"}]',
  '[{"__proto__":{"a":1}}]',
  '*',
  '%',
  '%00',
  '%zz',
  '..',
  '../../etc/passwd',
  "'; drop table requests; --",
  '0x',
  '0x00',
  `0x${'f'.repeat(40)}`,
  zeroAddress,
  `0x${'ab'.repeat(32)}`,
  `0x${'A'.repeat(64)}`,
  'eth',
  'ETH',
  'usdc',
  '31337',
  'EXACT_INPUT',
  'EXACT_OUTPUT',
  'success',
  'refund',
]

/** Strings, from well-known troublemakers to random unicode (lone surrogates included) and long runs up to `maxRepeat`. */
const hostileText = (maxRepeat: number): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
    {
      weight: 2,
      arbitrary: fc
        .array(fc.constantFrom(...SPECIAL_STRINGS), { minLength: 2, maxLength: 4 })
        .map((parts) => parts.join('')),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('a', '9', '\u0000', 'é', '\ud800', '0x0'), fc.integer({ min: 300, max: maxRepeat }))
        .map(([unit, n]) => unit.repeat(n)),
    },
  )
/** For bodies: long runs up to 70,000 characters. */
export const hostileString = hostileText(70_000)
/** For URLs: long runs short enough that the request line stays under the HTTP server's header limit. */
export const hostileUrlString = hostileText(1_200)

/** A number token written straight into JSON text (JSON.stringify could not produce 1e400 or 2^256 digits). */
export class RawJsonNumber {
  constructor(readonly text: string) {}
}

/** Entries of an object kept as a list: duplicate keys and `__proto__` survive into the JSON text. */
export class JsonObjectEntries {
  constructor(readonly entries: [string, JsonValue][]) {}
}

export type JsonValue = null | boolean | number | string | RawJsonNumber | JsonObjectEntries | JsonValue[]

const rawNumber = fc
  .constantFrom(...HOSTILE_NUMBER_TEXTS.filter((t) => /^-?\d+(\.\d+)?(e-?\d+)?$/.test(t)))
  .map((text) => new RawJsonNumber(text))

const leaf: fc.Arbitrary<JsonValue> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 2, arbitrary: rawNumber },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, Number.MAX_VALUE),
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
)

/** JSON values: leaves, arrays and objects (hostile keys, duplicates) a few levels deep. */
export function hostileJson(keys: readonly string[] = []): fc.Arbitrary<JsonValue> {
  const key = fc.oneof(
    { weight: 3, arbitrary: keys.length > 0 ? fc.constantFrom(...keys) : hostileString },
    { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
    { weight: 1, arbitrary: hostileString },
  )
  const { value } = fc.letrec<{ value: JsonValue }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.array(tie('value'), { maxLength: 4 }),
      fc.array(fc.tuple(key, tie('value')), { maxLength: 5 }).map((entries) => new JsonObjectEntries(entries)),
    ),
  }))
  return value
}

/** Serializes a JsonValue, raw numbers and duplicate keys as they are. */
export function toJsonText(value: JsonValue): string {
  if (value instanceof RawJsonNumber) return value.text
  if (value instanceof JsonObjectEntries)
    return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`).join(',')}}`
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`
  return JSON.stringify(value)
}

/** Texts that are not JSON, or JSON no schema expects: deep nesting, bare values, a BOM, truncation. */
export const hostileBodyText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'null',
    'true',
    '[]',
    '"text"',
    '1e400',
    '{',
    '{"a":',
    '\ufeff{}',
    '{}garbage',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
  ),
  fc.integer({ min: 100, max: 20_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
  fc.integer({ min: 100, max: 5_000 }).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
  hostileString,
)

/**
 * A request body: a hostile object over `keys`, a valid `base` with a few
 * fields replaced by hostile values (which reaches deeper into validation),
 * or a hostile text.
 */
export function hostileBody(keys: readonly string[], base?: () => Record<string, unknown>): fc.Arbitrary<string> {
  const value = hostileJson(keys)
  const arbitraries: fc.Arbitrary<string>[] = [
    fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...keys), fc.constantFrom(...PROTOTYPE_KEYS), hostileString), value), {
        maxLength: 6,
      })
      .map((entries) => toJsonText(new JsonObjectEntries(entries))),
    hostileBodyText,
  ]
  if (base)
    arbitraries.push(
      fc
        .array(fc.tuple(fc.constantFrom(...keys, ...PROTOTYPE_KEYS), value), { minLength: 1, maxLength: 3 })
        .map((changes) => {
          const entries = Object.entries(base()).map(([k, v]) => [k, v] as [string, unknown])
          const kept = entries.filter(([k]) => !changes.some(([changed]) => changed === k))
          const text = kept.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`)
          for (const [k, v] of changes) text.push(`${JSON.stringify(k)}:${toJsonText(v)}`)
          return `{${text.join(',')}}`
        }),
    )
  return fc.oneof(...arbitraries)
}

/** Percent-encodes the UTF-8 of `text` (a lone surrogate becomes U+FFFD, as a browser sends it). */
export function percentEncode(text: string): string {
  let out = ''
  for (const byte of new TextEncoder().encode(text)) {
    const c = String.fromCharCode(byte)
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }
  return out
}

/** Raw fragments put into a query or path unencoded: broken escapes, overlong and surrogate UTF-8, separators. */
const RAW_FRAGMENTS = [
  '%',
  '%zz',
  '%0',
  '%00',
  '%ED%A0%80',
  '%C0%80',
  '%FF',
  '%25',
  '+',
  '&',
  '=',
  '&&==',
  '%26',
  ';',
  '..%2F',
]

/** A path segment: encoded hostile text or raw escape tricks. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: hostileUrlString.map(percentEncode) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_FRAGMENTS.filter((f) => !f.includes('&'))) },
)

/**
 * A query string (without `?`): parameters named from `names`, Object.prototype
 * names or anything, repeated at will, values hostile, some pairs raw.
 */
export function hostileQuery(
  names: readonly string[],
  valueFor: fc.Arbitrary<string> = hostileUrlString,
): fc.Arbitrary<string> {
  const name = fc.oneof(
    { weight: 4, arbitrary: names.length > 0 ? fc.constantFrom(...names) : hostileUrlString },
    { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
    { weight: 1, arbitrary: hostileUrlString },
  )
  const pair = fc.oneof(
    { weight: 5, arbitrary: fc.tuple(name, valueFor).map(([n, v]) => `${percentEncode(n)}=${percentEncode(v)}`) },
    {
      weight: 1,
      arbitrary: fc.tuple(name, fc.constantFrom(...RAW_FRAGMENTS)).map(([n, raw]) => `${percentEncode(n)}=${raw}`),
    },
    { weight: 1, arbitrary: name.map(percentEncode) },
  )
  return fc.array(pair, { maxLength: 5 }).map((pairs) => pairs.join('&'))
}
