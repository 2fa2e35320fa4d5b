import type { RequestStatus } from '../../src/api/schemas'
import { applyTransition } from './applyTransition'
import { type DepositEvent, DepositsTable } from './DepositsTable'
import { clearFastFill } from './FastFillStore'
import { insertNewRequest } from './insertNewRequest'
import type { Queryable } from './Queryable'
import { RequestsTable } from './RequestsTable'
import type { NewRequest, RequestRecord } from './requestRecord'
import type { StatusChange } from './StatusChangePublisher'
import { TransactionsTable } from './TransactionsTable'

/** What the solver decided about a deposit, applied atomically with recording it. */
export interface DepositDecision {
  /** Free-form label kept on the deposit row: matched, refund_due, unknown_request, duplicate. */
  outcome: string
  transition?: { to: RequestStatus; failReason?: string; details?: unknown }
  /**
   * A request created for this deposit (an orphan deposit, or a second deposit
   * for a request that already has one). It is inserted as `waiting`, the
   * deposit is tied to it instead of the request its id names, and
   * `transition` applies to it.
   */
  derived?: NewRequest
}

export interface RecordedDeposit {
  decision: DepositDecision
  request: RequestRecord | undefined
}

/**
 * Records a Deposit event once and applies `decide`'s verdict on the request
 * it names (or on the request `decide` derives for it). Run inside a database
 * transaction; `changes` are the status changes to publish after commit.
 * `recorded` is undefined when the event had been recorded before.
 */
export async function recordDepositEvent(
  tx: Queryable,
  deposit: DepositEvent,
  decide: (request: RequestRecord | undefined) => DepositDecision,
  now: number,
): Promise<{ recorded: RecordedDeposit | undefined; changes: (StatusChange | undefined)[] }> {
  const deposits = new DepositsTable(tx)
  const requests = new RequestsTable(tx)
  if (!(await deposits.insertIfNew(deposit, now))) return { recorded: undefined, changes: [] }

  const named = await requests.get(deposit.depositId)
  const decision = decide(named)
  let request = named
  const changes: (StatusChange | undefined)[] = []
  if (decision.derived) {
    changes.push(await insertNewRequest(tx, decision.derived, now))
    request = await requests.get(decision.derived.id)
  }
  await deposits.setOutcome(deposit, decision.outcome, request?.id ?? null)
  if (!request) return { recorded: { decision, request }, changes }
  // A fast-filled request's deposit, counted: what the fast fill fronted is repaid.
  if (decision.outcome === 'matched') await clearFastFill(tx, request.id)

  await new TransactionsTable(tx).insert(
    [
      {
        requestId: request.id,
        kind: 'deposit',
        chainId: deposit.chainId,
        txHash: deposit.txHash,
        rawTx: null,
        status: 'success',
        blockNumber: deposit.blockNumber,
        createdAt: now,
      },
    ],
    { ignoreDuplicates: true },
  )
  // A deposit the solver submitted itself (a gasless one) was recorded pending before it was sent: it is mined now.
  await new TransactionsTable(tx).setStatus(
    { requestId: request.id, kind: 'deposit', chainId: deposit.chainId, txHash: deposit.txHash },
    'success',
    deposit.blockNumber,
  )
  if (decision.transition) {
    changes.push(
      await applyTransition(tx, request.id, {
        from: [request.status],
        to: decision.transition.to,
        failReason: decision.transition.failReason,
        details: decision.transition.details,
        txHash: deposit.txHash,
        at: now,
      }),
    )
  } else {
    await requests.touch(request.id, now)
  }
  return { recorded: { decision, request: await requests.get(request.id) }, changes }
}
