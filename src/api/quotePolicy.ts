/**
 * How Ferry asks for quotes and keeps them fresh: every timing of the quote
 * journey, in one place. The form, the call builder and the embed all follow
 * these through `useQuote` and the quote review in `transfer/`.
 */

/** A request must stop changing this long before it is quoted (typing "0.25" asks once, not four times). */
export const QUOTE_DEBOUNCE_MS = 500

/** How often a quote under review is refreshed (the official client uses 12 s). */
export const QUOTE_REFRESH_MS = 12_000

/** A cached quote younger than this is shown again without asking (going back to an earlier amount). */
export const QUOTE_STALE_MS = 5_000

/** A quote older than this is fetched again before the wallet opens. */
export const MAX_QUOTE_AGE_MS = 30_000

/** How often a failed quote is retried when the failure is worth retrying (5xx, 429, network). */
export const QUOTE_RETRIES = 2
