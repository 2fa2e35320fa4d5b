/**
 * How Ferry asks for quotes and keeps them fresh: every timing of the quote
 * journey, in one place. The form, the call builder and the embed all follow
 * these through `useQuote` and the quote review in `transfer/`.
 */

/**
 * The longest a request waits to stop changing before it is quoted; a pause this long ends a burst of typing.
 * Within a burst the wait follows the person's pace (`quoteDelay` in transfer/quoteDebounce.ts): typing "0.25"
 * asks once, not four times, and the last key is quoted soon after it.
 */
export const QUOTE_DEBOUNCE_MS = 500

/** The shortest wait after a change, however fast the typing. */
export const QUOTE_DEBOUNCE_MIN_MS = 150

/**
 * The wait after a change with no pace to go by (the first key after a pause, a pick, Max, a paste): long enough
 * for most people's second key, so a first digit is not quoted on its own.
 */
export const QUOTE_DEBOUNCE_FIRST_MS = 400

/** The wait is this many times the slowest of the last few gaps between changes: the next key would come sooner. */
export const QUOTE_DEBOUNCE_PACE = 1.5

/** How often a quote under review is refreshed (the official client uses 12 s). */
export const QUOTE_REFRESH_MS = 12_000

/** A cached quote younger than this is shown again without asking (going back to an earlier amount). */
export const QUOTE_STALE_MS = 5_000

/** A quote older than this is fetched again before the wallet opens. */
export const MAX_QUOTE_AGE_MS = 30_000

/** How often a failed quote is retried when the failure is worth retrying (5xx, 429, network). */
export const QUOTE_RETRIES = 2
