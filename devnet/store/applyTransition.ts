import type { RequestStatus } from '../../src/api/schemas'
import { addressKey } from '../../src/lib/addressKey'
import type { Queryable } from './Queryable'
import { RequestsTable } from './RequestsTable'
import type { StatusChange } from './StatusChangePublisher'
import { StatusHistoryTable } from './StatusHistoryTable'
import { type TransactionInsert, TransactionsTable } from './TransactionsTable'

export interface TransitionOptions {
  /** Only move when the request is in one of these statuses (compare-and-set). */
  from: readonly RequestStatus[]
  to: RequestStatus
  failReason?: string
  refundFailReason?: string
  /** Shown in the history row. */
  txHash?: string
  /** Recorded in the same database transaction as the status change. */
  transaction?: TransactionInsert
  /** Replaces the request's status `details` (kept as they were when absent). */
  details?: unknown
  at?: number
}

/**
 * Moves a request's status (compare-and-set), records the transaction that
 * goes with it and writes the history row. Run inside a database transaction;
 * returns the change to publish after commit, undefined when the request was not in `from`.
 */
export async function applyTransition(
  tx: Queryable,
  requestId: string,
  options: TransitionOptions,
): Promise<StatusChange | undefined> {
  const at = options.at ?? Date.now()
  const updated = await new RequestsTable(tx).setStatus(requestId, {
    from: options.from,
    to: options.to,
    failReason: options.failReason ?? (isFailureLike(options.to) ? undefined : 'N/A'),
    refundFailReason: options.refundFailReason,
    details: options.details,
    at,
  })
  if (!updated) return undefined
  if (options.transaction) {
    await new TransactionsTable(tx).insert([{ ...options.transaction, requestId, createdAt: at }], {
      ignoreDuplicates: true,
    })
  }
  const hash = options.txHash ?? options.transaction?.txHash
  const entry = {
    status: options.to,
    failReason: updated.failReason,
    refundFailReason: updated.refundFailReason,
    // A Solana signature is base58: kept as it is (`addressKey`); an EVM hash in lower case.
    txHash: hash === undefined ? null : addressKey(hash),
    at,
  }
  return new StatusHistoryTable(tx).insertChange(requestId, entry, updated)
}

/** Section 7.3: failure, fallback and refund carry a reason (UNKNOWN when none was recorded). */
function isFailureLike(status: RequestStatus): boolean {
  return status === 'failure' || status === 'refund' || status === 'fallback'
}
