/** The embed's first-load JavaScript, gzip -9, in bytes (issue #8: at most 120 kB; 117.0 kB once the address check stopped loading viem; issue #16: 77.2 kB once the first load became React and the form's skeleton, the widget loading beside it; issue #26: +2.4 kB for Lingui's runtime and the first paint's messages by id, in the person's language). */
export const EMBED_FIRST_LOAD_BUDGET = 81_000
/**
 * The demo page's (index.html) first-load JavaScript, gzip -9, in bytes (issue #16: the wallet modal, ENS and every
 * page but the one opened load on demand; 113.9 kB once wagmi and RainbowKit left the first load, was 318.6 kB;
 * 75.8 kB once the first load became React, the header and the form's skeleton; issue #26: +2.8 kB for Lingui's
 * runtime and the first paint's messages by id, in the person's language).
 */
export const DEMO_FIRST_LOAD_BUDGET = 81_500
