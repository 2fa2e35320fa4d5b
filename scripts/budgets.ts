/** The embed's first-load JavaScript, gzip -9, in bytes (issue #8: at most 120 kB; 117.0 kB once the address check stopped loading viem; issue #16: 77.2 kB once the first load became React and the form's skeleton, the widget loading beside it; issue #26: 81.7 kB with the person's language from the first frame: Lingui's runtime 2.2 kB, the first paint's 43
 * messages by id 0.9 kB, choosing the locale and formatting through Intl the rest; issue #28: 83.0 kB with the
 * hand-over from the form prerendered in the HTML, which now shows before any of this has loaded: the page's script
 * asks for it once the HTML is on screen; issue #35: 83.3 kB, the English catalogue grown by the first minutes' messages:
 * the price before a wallet, the review, the button's next steps; issues #38/#42: 83.9 kB, the skeleton drawn from the
 * form's own field components (amount fields, Exact output, picker faces) and a cold link's late price written into it;
 * 84.2 kB once the recipient field, the settings row and the submit button are the form's own too, and their words
 * (the recipient's placeholder among them) the form's: the HTML's texts table shrank by more, see PAGE_HTML_BUDGET;
 * 84.22 kB with the early catalogue of a non-native link taken as the app's own, `api/takeEarlyChains.ts`). */
export const EMBED_FIRST_LOAD_BUDGET = 84_300
/**
 * The demo page's (index.html) first-load JavaScript, gzip -9, in bytes (issue #16: the wallet modal, ENS and every
 * page but the one opened load on demand; 113.9 kB once wagmi and RainbowKit left the first load, was 318.6 kB;
 * 75.8 kB once the first load became React, the header and the form's skeleton; issue #26: 82.2 kB with the person's
 * language from the first frame: Lingui's runtime, the first paint's messages by id, choosing the locale, Intl; issue
 * #28: 84.0 kB with the hand-over from the page prerendered in the HTML: what was typed, chosen and pressed there;
 * asked for by the page's script once the HTML is on screen; issue #35: 84.3 kB, the English catalogue grown by the
 * first minutes' messages; issues #38/#42: 85.0 kB, the skeleton drawn from the form's own field components and a
 * cold link's late price written into it; 85.2 kB with the recipient field, the settings row and the submit button
 * the form's own, and the amount draft provided once through a context; session 16: 85.4 kB, not for new code:
 * the first load measured 85,296 B here, and the same commit built in another folder measures tens of bytes more
 * (chunk names and their hashes), so a fresh clone elsewhere could fail a limit 4 B away).
 */
export const DEMO_FIRST_LOAD_BUDGET = 85_400
/**
 * The JavaScript each page's HTML names itself (its module script and modulepreloads), gzip -9, in bytes (issue #28:
 * the browser compiles and runs it before it paints the HTML, so the page's script is small and asks for the first
 * load once the HTML is on screen; embed.html 3.9 kB, with the host channel, index.html 1.8 kB).
 */
export const PAGE_SCRIPT_BUDGET = 4_500
/**
 * Each page's HTML, gzip -9, in bytes (issue #28: the first paint is in the HTML: the form's skeleton, its other
 * layouts as templates, its few texts in every language, and the inline script that applies the configuration and
 * the language; embed.html 11.0 kB, index.html 10.6 kB; issue #42: 11.9 kB and 11.5 kB with the inline script that asks a
 * cold link's price, `POST /price`, before the app loads, src/prerender/earlyPrice.ts; 12.0 kB once a new amount typed
 * over that price empties "You receive"; 11.9 kB and 11.3 kB with the texts table naming its ids once (0.6 kB less) and
 * the early price's symbols and a link's non-native token found in the catalogue, `GET /chains`; 12.09 kB with both
 * and the recipient field, settings row and submit button drawn by the form's own components).
 */
export const PAGE_HTML_BUDGET = 12_100
/**
 * Each entry of the npm package `ferry-widget` (packages/widget/) with the chunks it imports, gzip -9, in bytes (issue
 * #39: at most 5 kB; `index.js`, mount without a framework, and `react.js`, the component, both the host script's
 * code: 3.1 kB and 3.7 kB).
 */
export const WIDGET_PACKAGE_ENTRY_BUDGET = 5_000
