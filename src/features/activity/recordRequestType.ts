import type { RequestRecord } from '../../api/schemas/requests'

/**
 * A record's type word (Bridge, Crosschain Swap, ...): the record's own `requestType`, where the public description
 * has it (beside `data`), else `data.requestType` (a devnet of before); undefined when neither says.
 */
export function recordRequestType(record: RequestRecord): string | undefined {
  return record.requestType || record.data.requestType || undefined
}
