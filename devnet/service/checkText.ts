import type { MiddlewareHandler } from 'hono'
import { ServiceError } from './ServiceError'

/**
 * Text the service stores or hands to the store must be text Postgres takes
 * and every later reader can carry: no NUL (Postgres refuses it in `text` and
 * `jsonb`), no lone UTF-16 surrogate (not encodable as UTF-8).
 */
const LONE_SURROGATE = /\p{Cs}/u
/** Control characters (C0, DEL, C1) and lone surrogates: not printable text. */
const UNPRINTABLE = /[\p{Cc}\p{Cs}]/u

/** True when the store can hold `value` as text. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value)
}

/** Refuses a parameter holding a NUL byte or a lone surrogate: 400 INVALID_INPUT naming it. */
export function requireStorableText(value: string, name: string): string {
  if (!isStorableText(value))
    throw new ServiceError(400, 'INVALID_INPUT', `${name} must not contain NUL bytes or lone surrogates`)
  return value
}

/** Refuses free text longer than `maxLength` characters or holding anything unprintable: 400 INVALID_INPUT naming it. */
export function requirePrintableText(value: string, name: string, maxLength: number): string {
  if (value.length > maxLength)
    throw new ServiceError(400, 'INVALID_INPUT', `${name} must be at most ${maxLength} characters, got ${value.length}`)
  if (UNPRINTABLE.test(value))
    throw new ServiceError(
      400,
      'INVALID_INPUT',
      `${name} must be printable text: no NUL or other control characters, no lone surrogates`,
    )
  return value
}

/**
 * Middleware at the edge: a query parameter (name or value) or a path holding
 * a NUL byte is a 400 INVALID_INPUT naming it, before any route hands it to
 * the store. (Percent-decoding cannot produce a lone surrogate; NUL it can.)
 */
export const refuseNulInRequest: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url)
  for (const [name, value] of url.searchParams) {
    if (name.includes('\u0000')) throw new ServiceError(400, 'INVALID_INPUT', 'A query parameter name holds a NUL byte')
    requireStorableText(value, name)
  }
  let path = url.pathname
  try {
    path = decodeURIComponent(path)
  } catch {
    // not percent-decodable: the routes answer it (404) as they would anyway
  }
  if (path.includes('\u0000')) throw new ServiceError(400, 'INVALID_INPUT', 'The path must not contain NUL bytes')
  await next()
}
