import { REQUEST_STATUS_UPDATED, type WebhookEvent } from '../../src/api/schemas'
import type { StatusEventRow } from '../store/WebhookOutboxTable'

/** Section 6.1 payload; failReason per section 7.3. */
export function webhookEvent(row: StatusEventRow, now: number): WebhookEvent {
  const failureLike = row.status === 'failure' || row.status === 'refund' || row.status === 'fallback'
  return {
    event: REQUEST_STATUS_UPDATED,
    timestamp: now,
    data: {
      status: row.status,
      inTxHashes: row.in_tx_hashes,
      txHashes: row.tx_hashes,
      updatedAt: Number(row.at),
      originChainId: row.origin_chain_id,
      destinationChainId: row.destination_chain_id,
      depositAddress: row.deposit_address
        ? {
            address: row.deposit_address,
            depositAddressType: row.deposit_address_type ?? 'strict',
            depositor: row.depositor,
            depositTxHash: row.in_tx_hashes[0] ?? null,
          }
        : null,
      requestId: row.request_id,
      referrer: row.referrer,
      details: failureLike ? (row.details ?? null) : null,
      failReason: failureLike ? (row.fail_reason && row.fail_reason !== 'N/A' ? row.fail_reason : 'UNKNOWN') : 'N/A',
      refundFailReason: row.refund_fail_reason || 'N/A',
    },
  }
}
