import type { Context } from 'hono'
import type { DescribedResponse } from '../../../src/api/description/describedTypes'
import type { DevnetContext } from '../../DevnetContext'
import { loadRequestsPage, type RequestsPageContext } from './loadRequestsPage'
import { parseRequestsV2Query } from './parseRequestsV2Query'
import { toRequestV2 } from './toRequestV2'

/**
 * `GET /requests/v2` as the public API description has it: the records
 * `/requests/v3` serves, read the same way (`parseRequestsV2Query`) and
 * written in v2's shape (`toRequestV2`). No key is needed (the official
 * swap widget calls it from the browser for its success and refund screens,
 * with `id=` or `user=&hash=`); a key the devnet knows adds its own requests'
 * authenticated data when `includeAuthenticatedData` asks, any other key is
 * ignored.
 */
export function getRequestsV2(context: RequestsPageContext & Pick<DevnetContext, 'apiKeys'>) {
  return async (c: Context): Promise<Response> => {
    const given = c.req.header('x-api-key')?.trim()
    const apiKey = given && context.apiKeys.includes(given) ? given : undefined
    const page = await loadRequestsPage(context, parseRequestsV2Query(c.req.queries()), apiKey)
    return c.json({
      requests: page.requests.map(toRequestV2),
      ...(page.continuation !== undefined && { continuation: page.continuation }),
    } satisfies DescribedResponse<'/requests/v2', 'get'>)
  }
}
