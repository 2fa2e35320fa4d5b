import type { Context } from 'hono'
import type { DevnetContext } from '../DevnetContext'
import { parseQuoteRequest } from './parseQuoteRequest'
import { buildQuote, type QuoteContext } from './quote/buildQuote'

/**
 * `POST /quote/v2` (section 4.2): validates the quote request, prices the
 * operation from live chain state, stores the request as `waiting` and answers
 * the quote response. The optional `x-api-key` header ties the request to a key.
 */
export function postQuote(context: QuoteContext & Pick<DevnetContext, 'logger'>) {
  return async (c: Context): Promise<Response> => {
    const request = await parseQuoteRequest(c)
    const apiKey = c.req.header('x-api-key')?.trim() || null
    const { response, record, depositAddress } = await buildQuote(context, request, apiKey)
    await context.store.insertRequest(record, Date.now(), depositAddress)
    context.logger.info(
      `request ${record.id}: quoted ${record.operation} ${response.details.currencyIn?.amountFormatted} ${record.currencyIn.symbol} ${record.originChainId} -> ${response.details.currencyOut?.amountFormatted} ${record.currencyOut.symbol} ${record.destinationChainId} (${record.tradeType}) -> waiting`,
    )
    return c.json(response)
  }
}
