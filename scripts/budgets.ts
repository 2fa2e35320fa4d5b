/** The embed's first-load JavaScript, gzip -9, in bytes (issue #8: at most 120 kB; 117.0 kB once the address check stopped loading viem; issue #16: 77.2 kB once the first load became React and the form's skeleton, the widget loading beside it). */
export const EMBED_FIRST_LOAD_BUDGET = 78_000
/**
 * The demo page's (index.html) first-load JavaScript, gzip -9, in bytes (issue #16: the wallet modal, ENS and every
 * page but the one opened load on demand; 113.9 kB once wagmi and RainbowKit left the first load, was 318.6 kB;
 * 75.8 kB once the first load became React, the header and the form's skeleton).
 */
export const DEMO_FIRST_LOAD_BUDGET = 78_000
