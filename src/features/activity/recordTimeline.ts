import type { RequestRecord, RequestTransactionEntry } from '../../api/schemas/requests'
import type { RequestStatus } from '../../api/schemas/status'

/** One step of a request's life: the status it reached and when (ms). */
export type TimelineEntry = { status: RequestStatus; at: number }

const FINAL: readonly RequestStatus[] = ['success', 'failure', 'refund']

/**
 * A request's history from what the public record has (the description's record carries no status history):
 * asked for (`createdAt`), waiting for its deposit; the deposit mined (`inTxs`' block time), in progress; and, once
 * final, its outcome at its last destination transaction's block time, else when the record last changed
 * (`updatedAt`). A step whose time the record lacks is left out; the entries are in time order.
 */
export function recordTimeline(record: RequestRecord): TimelineEntry[] {
  const entries: TimelineEntry[] = []
  const created = timeOf(record.createdAt)
  if (created !== undefined) entries.push({ status: 'waiting', at: created })
  const deposited = earliest(record.data.inTxs)
  if (deposited !== undefined) entries.push({ status: 'pending', at: deposited })
  if (FINAL.includes(record.status)) {
    const ended = latest(record.data.outTxs) ?? timeOf(record.updatedAt)
    if (ended !== undefined) entries.push({ status: record.status, at: ended })
  }
  return entries.sort((a, b) => a.at - b.at)
}

/** An ISO 8601 time, or ms since the epoch; undefined when it is neither. */
function timeOf(value: string | number | undefined): number | undefined {
  if (value === undefined) return undefined
  const ms = typeof value === 'number' ? value : Date.parse(value)
  return Number.isFinite(ms) ? ms : undefined
}

/** Block times are Unix seconds (one past 10^12 is already in ms: the description does not say which). */
const blockTimes = (txs: readonly RequestTransactionEntry[]) =>
  txs.flatMap((t) =>
    typeof t.timestamp === 'number' && Number.isFinite(t.timestamp)
      ? [t.timestamp > 1e12 ? t.timestamp : t.timestamp * 1000]
      : [],
  )
const earliest = (txs: readonly RequestTransactionEntry[]) => {
  const times = blockTimes(txs)
  return times.length ? Math.min(...times) : undefined
}
const latest = (txs: readonly RequestTransactionEntry[]) => {
  const times = blockTimes(txs)
  return times.length ? Math.max(...times) : undefined
}
