import type { Context } from 'hono'
import type { DevnetContext } from '../DevnetContext'
import { ServiceError } from './ServiceError'

/**
 * `GET /devnet/requests/:requestId` (devnet only): the stored request with
 * its transactions, deposits, payouts, derived (child) requests and full
 * status history (every transition with its time),
 * so tests and tools can see transitions a poller would race past.
 */
export function getDevnetRequest(context: Pick<DevnetContext, 'store'>) {
  return async (c: Context): Promise<Response> => {
    const requestId = c.req.param('requestId') ?? ''
    if (!/^0x[0-9a-fA-F]{64}$/.test(requestId))
      throw new ServiceError(400, 'INVALID_INPUT', 'requestId must be a 0x-prefixed 32-byte hex string')
    const request = await context.store.getRequest(requestId)
    if (!request) throw new ServiceError(404, 'REQUEST_NOT_FOUND', `No request with id ${requestId}`)
    const [transactions, history, deposits, payouts, children] = await Promise.all([
      context.store.transactions.list(request.id),
      context.store.getStatusHistory(request.id),
      context.store.getDeposits(request.id),
      context.store.payouts.list(request.id),
      context.store.listChildRequestIds(request.id),
    ])
    return c.json({
      request: {
        ...request,
        amountIn: request.amountIn.toString(),
        amountOut: request.amountOut.toString(),
        quoteResponse: undefined,
      },
      transactions: transactions.map(({ rawTx: _raw, ...t }) => t),
      deposits: deposits.map((d) => ({ ...d, amount: d.amount.toString() })),
      history,
      // Withdrawals from the origin depository after the fill: app fees, an over-deposit's excess.
      payouts: payouts.map(({ rawTx: _raw, ...p }) => ({ ...p, amount: p.amount.toString() })),
      // Requests derived from a later deposit for this one (DOUBLE_SPEND).
      children,
    })
  }
}
