/** The embed's first-load JavaScript, gzip -9, in bytes (issue #8: at most 120 kB; 117.0 kB once the address check stopped loading viem; issue #16: 86.7 kB once the first load became React and the form's skeleton, the widget loading beside it). */
export const EMBED_FIRST_LOAD_BUDGET = 88_000
