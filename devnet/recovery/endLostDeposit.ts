import type { DevnetStore } from '../store/DevnetStore'
import type { RequestRecord } from '../store/requestRecord'
import type { RequestTransaction } from '../store/TransactionsTable'
import type { RecoveryReport } from './recoverChains'

/** Whether a request's fill is on chain (mined): its deposit's loss is then the solver's, and the request stands. */
export function fillOnChain(transactions: readonly RequestTransaction[]): boolean {
  return transactions.some((t) => t.kind === 'fill' && t.status === 'success' && t.blockNumber !== null)
}

/**
 * Ends a request whose deposit a crashed chain lost: `failure` with DEPOSIT_REORGED, nothing to refund (the depositor
 * still holds the funds). Already so ended: nothing to do. What it moved goes into `report.moved`.
 */
export async function endLostDeposit(args: {
  store: DevnetStore
  report: RecoveryReport
  request: Pick<RequestRecord, 'id' | 'status' | 'failReason'>
  lost: { chainId: number; txHash: string }
  /** Why, for the request's history. */
  message: string
}): Promise<void> {
  const { store, report, request, lost } = args
  if (request.status === 'failure' && request.failReason === 'DEPOSIT_REORGED') return
  const moved = await store.transition(request.id, {
    from: [request.status],
    to: 'failure',
    failReason: 'DEPOSIT_REORGED',
    details: { depositTxHash: lost.txHash, chainId: lost.chainId, message: args.message },
  })
  if (moved)
    report.moved.push({
      requestId: request.id,
      from: request.status,
      to: 'failure',
      failReason: 'DEPOSIT_REORGED',
    })
}
