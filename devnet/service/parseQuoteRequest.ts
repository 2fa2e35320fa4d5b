import type { Context } from 'hono'
import { type QuoteRequest, quoteRequestSchema } from '../../src/api/schemas'
import { checkQuoteNumbers } from './quote/checkQuoteNumbers'
import { ServiceError } from './ServiceError'

/**
 * The quote body of `POST /quote/v2` and `POST /price`, validated (every number
 * within what its field can hold); 400 INVALID_INPUT naming the fields otherwise.
 */
export async function parseQuoteRequest(c: Context): Promise<QuoteRequest> {
  const text = await c.req.text()
  let body: unknown
  try {
    body = JSON.parse(text) as unknown
  } catch {
    throw new ServiceError(400, 'INVALID_INPUT', 'The request body must be a JSON object')
  }
  const parsed = quoteRequestSchema.safeParse(body)
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))
    const message = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ')
    throw new ServiceError(400, 'INVALID_INPUT', `Invalid quote request: ${message}`, { issues })
  }
  checkQuoteNumbers(parsed.data)
  return parsed.data
}
