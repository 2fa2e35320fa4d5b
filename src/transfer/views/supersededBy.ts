import type { RequestRecord } from '../../api/schemas/requests'

/** Request ids as the service writes them (0x and 64 hex digits on every VM). */
const REQUEST_ID = /^0x[0-9a-fA-F]{64}$/

/**
 * The request that now owns the fill of `record`, when the service superseded it (a deposit-address request whose
 * quote was regenerated for what was paid: `supersededByRequestId`); undefined otherwise, and for a value that is no
 * request id or names the record itself, which Ferry would follow in a circle.
 */
export function supersededBy(record: Pick<RequestRecord, 'id' | 'supersededByRequestId'> | undefined) {
  const successor = record?.supersededByRequestId?.trim()
  if (!successor || !REQUEST_ID.test(successor)) return undefined
  return successor.toLowerCase() === record?.id.toLowerCase() ? undefined : successor
}
