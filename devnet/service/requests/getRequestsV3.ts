import type { Context } from 'hono'
import type { DevnetContext } from '../../DevnetContext'
import { ServiceError } from '../ServiceError'
import { loadRequestsPage, type RequestsPageContext } from './loadRequestsPage'
import { parseRequestsQuery } from './parseRequestsQuery'

/**
 * `GET /requests/v3` (section 4.1): every request of the devnet, newest
 * first by default, narrowed by the query. Needs an `x-api-key` the devnet
 * knows (401 otherwise); `apiKey=` narrows to the requests quoted with given
 * keys. Pages with `continuation` (absent on the last page).
 */
export function getRequestsV3(context: RequestsPageContext & Pick<DevnetContext, 'apiKeys'>) {
  return async (c: Context): Promise<Response> => {
    const apiKey = c.req.header('x-api-key')?.trim()
    if (!apiKey) throw new ServiceError(401, 'UNAUTHORIZED', 'GET /requests/v3 needs an x-api-key header')
    if (!context.apiKeys.includes(apiKey)) throw new ServiceError(401, 'UNAUTHORIZED', 'Unknown API key')
    return c.json(await loadRequestsPage(context, parseRequestsQuery(c.req.queries()), apiKey))
  }
}
