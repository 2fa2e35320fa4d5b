import type { Context } from 'hono'
import type { RequestsResponse } from '../../../src/api/schemas'
import type { DevnetContext } from '../../DevnetContext'
import { ServiceError } from '../ServiceError'
import { encodeContinuation, parseRequestsQuery } from './parseRequestsQuery'

/**
 * `GET /requests/v3` (section 4.1): every request of the devnet, newest
 * first by default, narrowed by the query. Needs an `x-api-key` the devnet
 * knows (401 otherwise); `apiKey=` narrows to the requests quoted with given
 * keys. Pages with `continuation` (absent on the last page).
 */
export function getRequestsV3(
  context: Pick<DevnetContext, 'store' | 'apiKeys'> & { transactionDetails?: DevnetContext['transactionDetails'] },
) {
  return async (c: Context): Promise<Response> => {
    const apiKey = c.req.header('x-api-key')?.trim()
    if (!apiKey) throw new ServiceError(401, 'UNAUTHORIZED', 'GET /requests/v3 needs an x-api-key header')
    if (!context.apiKeys.includes(apiKey)) throw new ServiceError(401, 'UNAUTHORIZED', 'Unknown API key')

    const { list, includeAuthenticatedData } = parseRequestsQuery(c.req.queries())
    const page = await context.store.listRequests(list)
    // Transactions mined a moment ago may not have their fee and block time yet; read them now.
    await context.transactionDetails?.recordFor(page.ids)
    const requests = await context.store.loadRequestRecords(page.ids, { apiKey, includeAuthenticatedData })
    const body: RequestsResponse = { requests }
    if (page.next) body.continuation = encodeContinuation(list.sortBy, list.sortDirection, page.next)
    if (page.total !== undefined) body.total = page.total
    return c.json(body)
  }
}
