/** The embed's first-load JavaScript, gzip -9, in bytes (issue #8: at most 120 kB). */
export const EMBED_FIRST_LOAD_BUDGET = 120_000
