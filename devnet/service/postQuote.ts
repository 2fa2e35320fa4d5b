import type { Context } from 'hono'
import { quoteRequestSchema } from '../../src/api/schemas'
import type { DevnetContext } from '../DevnetContext'
import { buildQuote } from './quote/buildQuote'
import { ServiceError } from './ServiceError'

/**
 * `POST /quote/v2` (section 4.2): validates the quote request, prices the
 * operation from live chain state, stores the request as `waiting` and answers
 * the quote response. The optional `x-api-key` header ties the request to a key.
 */
export function postQuote(context: DevnetContext) {
  return async (c: Context): Promise<Response> => {
    const body = await readJsonBody(c)
    const parsed = quoteRequestSchema.safeParse(body)
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))
      const message = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ')
      throw new ServiceError(400, 'INVALID_INPUT', `Invalid quote request: ${message}`, { issues })
    }
    const apiKey = c.req.header('x-api-key')?.trim() || null
    const { response, record } = await buildQuote(context, parsed.data, apiKey)
    await context.store.insertRequest(record)
    context.logger.info(
      `request ${record.id}: quoted ${record.operation} ${response.details.currencyIn?.amountFormatted} ${record.currencyIn.symbol} ${record.originChainId} -> ${response.details.currencyOut?.amountFormatted} ${record.currencyOut.symbol} ${record.destinationChainId} (${record.tradeType}) -> waiting`,
    )
    return c.json(response)
  }
}

async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text()
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new ServiceError(400, 'INVALID_INPUT', 'The request body must be a JSON object')
  }
}
