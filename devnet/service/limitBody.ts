import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { MAX_CALLS } from './quote/validateCalls'
import { MAX_CALL_DATA_BYTES } from './quote/validateQuoteRequest'
import { ServiceError } from './ServiceError'

/** Every body but a quote's: admin settings, permits, currencies, reindex are a few hundred bytes. */
export const MAX_BODY_BYTES = 64 * 1024
/**
 * A quote (or price) body may carry up to MAX_CALLS calls of MAX_CALL_DATA_BYTES
 * each, as hex (two characters a byte), plus the rest of the request.
 */
export const MAX_QUOTE_BODY_BYTES = MAX_CALLS * MAX_CALL_DATA_BYTES * 2 + 256 * 1024
const QUOTE_PATHS = new Set(['/quote/v2', '/price'])

const tooLarge = (maxBytes: number) => (c: Context) => {
  // The rest of the body is never read: the connection ends with this answer, and the client must not reuse it.
  c.header('connection', 'close')
  throw new ServiceError(413, 'PAYLOAD_TOO_LARGE', `The request body must be at most ${maxBytes} bytes`)
}
const quoteLimit = bodyLimit({ maxSize: MAX_QUOTE_BODY_BYTES, onError: tooLarge(MAX_QUOTE_BODY_BYTES) })
const otherLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge(MAX_BODY_BYTES) })

/**
 * A 413 `PAYLOAD_TOO_LARGE` for a body over the route's limit, decided while
 * reading: a declared `content-length` over it is refused before a byte is
 * read, a chunked body at the first chunk past it. So a huge post costs the
 * devnet at most the limit in memory, never its own size.
 */
export const limitBody: MiddlewareHandler = (c, next) =>
  (QUOTE_PATHS.has(c.req.path) ? quoteLimit : otherLimit)(c, next)
