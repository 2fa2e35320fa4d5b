import type { QuoteRequest } from '../../api/schemas/quote'

/** Swap sources a page asks every quote to use or to leave out (names as `GET /swap-sources` lists them). */
export type SwapSourceChoice = { included?: readonly string[]; excluded?: readonly string[] }

/**
 * The quote request's `includedSwapSources`/`excludedSwapSources` for a page's choice, the same on every form (the
 * swap form, the deposit-address form, the call builder): a list only when it names any (a site server's own
 * replace them).
 */
export function swapSourceBody(choice: SwapSourceChoice | undefined): Partial<QuoteRequest> {
  return {
    ...(choice?.included?.length ? { includedSwapSources: [...choice.included] } : {}),
    ...(choice?.excluded?.length ? { excludedSwapSources: [...choice.excluded] } : {}),
  }
}
