import type { Queryable } from './Queryable'
import { RequestsTable } from './RequestsTable'
import type { NewRequest } from './requestRecord'
import { SponsorsTable } from './SponsorsTable'
import type { StatusChange } from './StatusChangePublisher'
import { StatusHistoryTable } from './StatusHistoryTable'

/** Writes a new request as `waiting` with its first history row; returns the change to publish after commit. */
export async function insertNewRequest(tx: Queryable, request: NewRequest, now: number): Promise<StatusChange> {
  const entry = { status: 'waiting', failReason: 'N/A', refundFailReason: 'N/A', txHash: null, at: now } as const
  await new RequestsTable(tx).insert([
    { ...request, ...entry, createdAt: now, updatedAt: now, depositor: null, details: undefined },
  ])
  if (request.feeSponsorship) await new SponsorsTable(tx).insertQuoted(request.id, request.feeSponsorship, now)
  return new StatusHistoryTable(tx).insertChange(request.id.toLowerCase(), entry, request)
}
