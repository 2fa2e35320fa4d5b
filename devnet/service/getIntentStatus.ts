import type { Context } from 'hono'
import type { DescribedResponse } from '../../src/api/description/describedTypes'
import type { RequestStatus, StatusResponseBody } from '../../src/api/schemas'
import type { DevnetContext } from '../DevnetContext'
import { ServiceError } from './ServiceError'

const REQUEST_ID = /^0x[0-9a-fA-F]{64}$/

/** The legacy unversioned status as the description types it. */
type LegacyStatus = DescribedResponse<'/intents/status', 'get'>

/**
 * The legacy path's words for each status (its description has no waiting, depositing, submitted or refund: a refund
 * is `fallback`, a deposit seen is `received`).
 */
const LEGACY_STATUS: Record<RequestStatus, NonNullable<LegacyStatus['status']>> = {
  waiting: 'pending',
  depositing: 'pending',
  pending: 'received',
  submitted: 'received',
  success: 'success',
  failure: 'failure',
  refund: 'fallback',
  fallback: 'fallback',
}

/**
 * `GET /intents/status/v3?requestId=` (section 4.3). Answers the status response of section 2.4:
 * origin deposits in `inTxHashes`, destination fills and origin refunds in
 * `txHashes`, `failReason`/`refundFailReason` always present (`N/A` by default).
 * With `legacy`, the unversioned path, as the description has it: its own status words and `time` for
 * `updatedAt`, without the reasons and details section 2.4 adds to v3 (the widget rewrites that path to v3, as the
 * official client does).
 */
export function getIntentStatus(context: Pick<DevnetContext, 'store'>, options: { legacy?: boolean } = {}) {
  return async (c: Context): Promise<Response> => {
    const requestId = c.req.query('requestId')
    if (!requestId) throw new ServiceError(400, 'INVALID_INPUT', 'requestId is required')
    if (!REQUEST_ID.test(requestId))
      throw new ServiceError(400, 'INVALID_INPUT', 'requestId must be a 0x-prefixed 32-byte hex string')
    const request = await context.store.getRequest(requestId)
    if (!request) throw new ServiceError(404, 'REQUEST_NOT_FOUND', `No request with id ${requestId}`)
    const transactions = await context.store.transactions.list(request.id)
    if (options.legacy)
      return c.json({
        status: LEGACY_STATUS[request.status],
        inTxHashes: transactions.filter((t) => t.kind === 'deposit').map((t) => t.txHash),
        txHashes: transactions.filter((t) => t.kind !== 'deposit').map((t) => t.txHash),
        time: request.updatedAt,
        originChainId: request.originChainId,
        destinationChainId: request.destinationChainId,
      } satisfies LegacyStatus)
    const body: StatusResponseBody = {
      status: request.status,
      inTxHashes: transactions.filter((t) => t.kind === 'deposit').map((t) => t.txHash),
      txHashes: transactions.filter((t) => t.kind !== 'deposit').map((t) => t.txHash),
      updatedAt: request.updatedAt,
      originChainId: request.originChainId,
      destinationChainId: request.destinationChainId,
      // Context of a failure: the failed call and its decoded revert, the price that moved, the injected fault.
      details: request.details ?? null,
      failReason: request.failReason,
      refundFailReason: request.refundFailReason,
    }
    // A deposit-address request also says where it is paid and, once funds arrived, by whom (as its record does).
    if ((request.quoteRequest as { useDepositAddress?: boolean } | null)?.useDepositAddress) {
      const [record] = await context.store.loadRequestRecords([request.id])
      body.depositAddress = record?.depositAddress ?? null
    }
    return c.json(body)
  }
}
