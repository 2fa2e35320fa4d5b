import * as z from 'zod/mini'

/**
 * Parsing that never lets one bad part sink a whole answer. The public
 * service's API description makes almost every field optional and many
 * nullable, and it grows: a client that rejects a whole list for one entry it
 * cannot read stops working for everyone the day that entry appears. These
 * helpers take anything on the wire, keep what the inner schema accepts, and
 * leave out the rest with a console warning that names what was left out and
 * why.
 *
 * Their input types are the shape a well-formed answer has (what the devnet
 * writes, and what the conformance tests hold the description's types
 * against): a part the description makes nullable is declared so
 * (`tolerantPart(z.nullable(x))`). At run time they accept anything, `null`
 * included.
 */

/** Where warnings go; tests replace it to see them. */
export const tolerantLog: { warn: (message: string) => void } = {
  warn: (message) => console.warn(message),
}

function firstIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'unreadable'
  const path = issue.path.length ? `${issue.path.join('.')}: ` : ''
  return `${path}${issue.message}`
}

/** A field that may be absent in the answer and in the parsed value. */
type OptionalField<Out, In> = z.ZodMiniOptional<z.ZodMiniType<Out, In>>
/** A field that may be absent in the answer and is always there once parsed. */
type DefaultedField<Out, In> = z.ZodMiniDefault<z.ZodMiniType<Out, In>>

/**
 * A list whose entries are parsed one by one: an entry the schema rejects is
 * left out (with a warning), never the list. Anything that is not an array
 * (absent, `null`) reads as an empty list.
 */
export function tolerantList<T extends z.ZodMiniType>(
  entry: T,
  what: string,
): DefaultedField<z.output<T>[], z.input<T>[]> {
  const list = z.pipe(
    z.optional(z.unknown()),
    z.transform((value): z.output<T>[] => {
      if (!Array.isArray(value)) {
        if (value !== undefined && value !== null) tolerantLog.warn(`Ferry: ${what}: expected a list, left out`)
        return []
      }
      const kept: z.output<T>[] = []
      value.forEach((item, index) => {
        const parsed = entry.safeParse(item)
        if (parsed.success) kept.push(parsed.data)
        else tolerantLog.warn(`Ferry: ${what} #${index} left out (${firstIssue(parsed.error)})`)
      })
      return kept
    }),
  )
  return list as unknown as DefaultedField<z.output<T>[], z.input<T>[]>
}

/**
 * An optional part Ferry can do without (a logo, a fee line, a currency's
 * metadata): absent, `null` or unreadable, it is `undefined` (unreadable with
 * a warning); the answer around it still parses.
 */
export function tolerantPart<T extends z.ZodMiniType>(part: T, what: string): OptionalField<z.output<T>, z.input<T>> {
  const read = z.pipe(
    z.unknown(),
    z.transform((value): z.output<T> | undefined => {
      if (value === undefined) return undefined
      const parsed = part.safeParse(value)
      // `null` stays `null` where the part is declared nullable (as the description has it), else it is absent.
      if (value === null) return parsed.success ? parsed.data : undefined
      if (parsed.success) return parsed.data
      tolerantLog.warn(`Ferry: ${what} left out (${firstIssue(parsed.error)})`)
      return undefined
    }),
  )
  return z.optional(read) as unknown as OptionalField<z.output<T>, z.input<T>>
}

/**
 * An object of optional parts Ferry always holds (a quote's `fees` and
 * `details`): absent, `null` or unreadable, it is what the schema makes of
 * `{}` (unreadable with a warning).
 */
export function tolerantObject<T extends z.ZodMiniType>(
  object: T,
  what: string,
): DefaultedField<z.output<T>, z.input<T>> {
  const read = z.pipe(
    z.optional(z.unknown()),
    z.transform((value): z.output<T> => {
      if (value !== undefined && value !== null) {
        const parsed = object.safeParse(value)
        if (parsed.success) return parsed.data
        tolerantLog.warn(`Ferry: ${what} left out (${firstIssue(parsed.error)})`)
      }
      return object.parse({})
    }),
  )
  return read as unknown as DefaultedField<z.output<T>, z.input<T>>
}

/** A value of one JS type, or `undefined` for anything else (absent, `null`, another type). */
function optionalOf<T>(keep: (value: unknown) => value is T) {
  return z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value): T | undefined => (keep(value) ? value : undefined)),
    ),
  ) as unknown as OptionalField<T, T>
}

/** An optional text: a string is kept, anything else (absent, `null`, a number) is `undefined`. */
export const optionalText = optionalOf((v): v is string => typeof v === 'string')

/** An optional number: a finite number is kept, anything else is `undefined`. */
export const optionalNumber = optionalOf((v): v is number => typeof v === 'number' && Number.isFinite(v))

/** An optional flag: `true` or `false` is kept, anything else is `undefined`. */
export const optionalFlag = optionalOf((v): v is boolean => typeof v === 'boolean')

/** A value of one JS type or `null` (kept as `null`), or `undefined` for anything else. */
function nullableOf<T>(keep: (value: unknown) => value is T) {
  return z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value): T | null | undefined => (value === null || keep(value) ? value : undefined)),
    ),
  ) as unknown as OptionalField<T | null, T | null>
}

/** `optionalText` where the description says `string | null`: `null` is kept. */
export const nullableText = nullableOf((v): v is string => typeof v === 'string')
/** `optionalNumber` where the description says `number | null`: `null` is kept. */
export const nullableNumber = nullableOf((v): v is number => typeof v === 'number' && Number.isFinite(v))

/** A text Ferry only shows: a string is kept, anything else (absent, `null`, another type) is `''`. */
export const shownText = z.pipe(
  z.optional(z.unknown()),
  z.transform((value): string => (typeof value === 'string' ? value : '')),
) as unknown as DefaultedField<string, string | null>
