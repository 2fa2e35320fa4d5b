import { t } from '@lingui/core/macro'
import type { RequestStatus } from '../../api/schemas/status'

/**
 * A remembered transfer's line in the list: its summary ("0.4 ETH → 0.3997 ETH"), except once refunded, when what
 * was to arrive never did and the line says what was paid came back instead ("0.4 ETH, refunded").
 */
export function recentSummaryText(summary: string, status: RequestStatus | 'unknown' | undefined): string {
  if (status !== 'refund') return summary
  const paid = summary.split(' → ')[0] ?? summary
  return t({ id: 'transfer.recent.refundedSummary', message: `${paid}, refunded` })
}
