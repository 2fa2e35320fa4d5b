import type { Context } from 'hono'
import { zeroHash } from 'viem'
import type { PriceResponseBody } from '../../src/api/schemas'
import { assertRouteOpen } from '../capacity/assertRouteOpen'
import { parseQuoteRequest } from './parseQuoteRequest'
import type { QuoteContext } from './quote/buildQuote'
import { buildQuoteDetails } from './quote/buildQuoteDetails'
import { buildQuoteSteps } from './quote/buildQuoteSteps'
import { priceFill } from './quote/priceFill'
import { readQuoteChainState } from './quote/readQuoteChainState'
import { validateQuoteRequest } from './quote/validateQuoteRequest'

/**
 * `POST /price`: the quote body in, the quote's pricing out (`{ fees,
 * details }`) through the quote's own validation, chain reads and pricing,
 * with the same 4xx errors, but no steps, no order and nothing stored, in the public `/price` shape (the
 * description's details, without the quote's `route`, `refundCurrency`, `isFixedRate`, `expandedPriceImpact`). The
 * person's gas in `fees.gas` is estimated on a deposit with a zero request id.
 */
export function postPrice(context: QuoteContext) {
  return async (c: Context): Promise<Response> => {
    const request = await parseQuoteRequest(c)
    assertRouteOpen(context, request)
    const inputs = validateQuoteRequest(context, request)
    const state = await readQuoteChainState(context, inputs)
    const apiKey = c.req.header('x-api-key')?.trim() || null
    const { priced, inUsd, sponsorship, gasTopup } = await priceFill(context, inputs, state, apiKey)
    const { userGas } = await buildQuoteSteps({
      inputs,
      requestId: zeroHash,
      amountIn: priced.fees.amountIn,
      allowance: state.allowance,
      originTime: state.originBlock.timestamp,
      depositGas: state.depositGas,
    })
    const { fees, details } = buildQuoteDetails(context, {
      inputs,
      state,
      priced,
      inUsd,
      userGas,
      sponsorship,
      gasTopup,
    })
    // The public `/price` details have none of the quote's route, refund currency, fixed rate or expanded impact.
    const { route, refundCurrency, isFixedRate, expandedPriceImpact, ...priceDetails } = details
    return c.json({ fees, details: priceDetails } satisfies PriceResponseBody)
  }
}
