import * as z from 'zod/mini'

/**
 * Parsing that never lets one bad part sink a whole answer. The public
 * service's API description makes almost every field optional and many
 * nullable, and it grows: a client that rejects a whole list for one entry it
 * cannot read stops working for everyone the day that entry appears. These
 * helpers take anything on the wire (their input type is `unknown`), keep
 * what the inner schema accepts, and leave out the rest with a console
 * warning that names what was left out and why.
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

/**
 * A list whose entries are parsed one by one: an entry the schema rejects is
 * left out (with a warning), never the list. Anything that is not an array
 * (absent, `null`) reads as an empty list.
 */
export function tolerantList<T extends z.ZodMiniType>(entry: T, what: string) {
  return z.pipe(
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
}

/**
 * An optional part Ferry can do without (a logo, a fee line, a currency's
 * metadata): absent, `null` or unreadable, it is `undefined` (unreadable with
 * a warning); the answer around it still parses.
 */
export function tolerantPart<T extends z.ZodMiniType>(part: T, what: string) {
  return z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value): z.output<T> | undefined => {
        if (value === undefined || value === null) return undefined
        const parsed = part.safeParse(value)
        if (parsed.success) return parsed.data
        tolerantLog.warn(`Ferry: ${what} left out (${firstIssue(parsed.error)})`)
        return undefined
      }),
    ),
  )
}

/** An optional text: a string is kept, anything else (absent, `null`, a number) is `undefined`. */
export const optionalText = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((value): string | undefined => (typeof value === 'string' ? value : undefined)),
  ),
)

/** An optional number: a finite number is kept, anything else is `undefined`. */
export const optionalNumber = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((value): number | undefined =>
      typeof value === 'number' && Number.isFinite(value) ? value : undefined,
    ),
  ),
)

/** An optional flag: `true` or `false` is kept, anything else is `undefined`. */
export const optionalFlag = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((value): boolean | undefined => (typeof value === 'boolean' ? value : undefined)),
  ),
)
