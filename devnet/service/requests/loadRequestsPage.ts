import type { RequestsResponseBody } from '../../../src/api/schemas'
import type { DevnetContext } from '../../DevnetContext'
import type { ParsedRequestsQuery } from './parseRequestsQuery'
import { encodeContinuation } from './requestsContinuation'
import type { TransactionDetailsRecorder } from './TransactionDetailsRecorder'

/** What the request listings read: the store, and the recorder of transaction details where it runs. */
export type RequestsPageContext = Pick<DevnetContext, 'store'> & {
  transactionDetails?: Pick<TransactionDetailsRecorder, 'recordFor'>
}

/**
 * One page of request records for a parsed listing query, shared by
 * `GET /requests/v3` and `GET /requests/v2`: the ids from the store, the
 * records as section 2.5 has them, and the continuation when there is more.
 * `apiKey` is the caller's known key (undefined for none), whose own requests
 * carry authenticated data when the query asks for it.
 */
export async function loadRequestsPage(
  context: RequestsPageContext,
  { list, includeAuthenticatedData }: ParsedRequestsQuery,
  apiKey: string | undefined,
): Promise<RequestsResponseBody> {
  const page = await context.store.listRequests(list)
  // Transactions mined a moment ago may not have their fee and block time yet; read them now.
  await context.transactionDetails?.recordFor(page.ids)
  const requests = await context.store.loadRequestRecords(page.ids, { apiKey, includeAuthenticatedData })
  const body: RequestsResponseBody = { requests }
  if (page.next) body.continuation = encodeContinuation(list.sortBy, list.sortDirection, page.next)
  if (page.total !== undefined) body.total = page.total
  return body
}
