/** The embed's first-load JavaScript, gzip -9, in bytes (issue #8: at most 120 kB; 117.0 kB reached once the address check stopped loading viem). */
export const EMBED_FIRST_LOAD_BUDGET = 118_000
