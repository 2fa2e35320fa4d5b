/**
 * The base of Ferry's own errors (viem's `BaseError` is the model): `message` is the short sentence a person reads
 * (`shortMessage` keeps it when a caller adds to `message`), `details` what was underneath for logs and support
 * (the cause's own words unless given), and `walk` goes down the causes.
 */
export class FerryError extends Error {
  override name = 'FerryError'
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(shortMessage: string, options: { cause?: unknown; details?: string } = {}) {
    super(shortMessage, options.cause === undefined ? undefined : { cause: options.cause })
    this.shortMessage = shortMessage
    this.details = options.details ?? (options.cause instanceof Error ? options.cause.message : undefined)
  }

  /** The first of this error and its causes for which `fn` is true (null if none); without `fn`, the deepest cause. */
  walk(fn?: (error: unknown) => boolean): unknown {
    return walkErrors(this, fn)
  }
}

/** How deep `walkErrors` follows causes: a cycle or a very long chain stops there. */
const MAX_CAUSE_DEPTH = 8

/**
 * `FerryError.walk` for any thrown value, Ferry's or not (viem's, a wallet's, an `Error` with a `cause`): the first of
 * `error` and its causes for which `fn` is true, or null; without `fn`, the deepest cause.
 */
export function walkErrors(error: unknown, fn?: (error: unknown) => boolean): unknown {
  let current: unknown = error
  for (let depth = 0; current !== undefined && current !== null && depth < MAX_CAUSE_DEPTH; depth++) {
    if (fn?.(current)) return current
    const cause = (current as { cause?: unknown }).cause
    if (!fn && (cause === undefined || cause === null)) return current
    current = cause
  }
  return fn ? null : current
}
