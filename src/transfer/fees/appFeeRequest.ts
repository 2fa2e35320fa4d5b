import { t } from '@lingui/core/macro'
import type { QuoteRequest } from '../../api/schemas/quoteRequest'
import { type AppFeeSetting, appFeeRefusal } from './appFeePolicy'

/** The part of a quote request about the site's fees, or why no quote may be asked yet (`silent`: nothing to show). */
export type AppFeeRequest =
  | { ok: true; body: Pick<QuoteRequest, 'appFees'> }
  | { ok: false; message: string; silent?: true }

/**
 * What every form that quotes sends of the site's fees: none is asked before
 * they are known (`pending`), nor with fees above MAX_APP_FEE_BPS (in words).
 * No setting: a page with no site fees.
 */
export function appFeeRequest(setting: AppFeeSetting | undefined): AppFeeRequest {
  const fees = setting ?? { status: 'known', fees: [] }
  if (fees.status === 'pending')
    return {
      ok: false,
      message: t({ id: 'transfer.fee.reading', message: "Reading this site's fees…" }),
      silent: true,
    }
  const refused = appFeeRefusal(fees)
  if (refused) return { ok: false, message: refused }
  // The site server replaces these with its own; without one they are what the service charges.
  if (fees.fees.length === 0) return { ok: true, body: {} }
  return { ok: true, body: { appFees: fees.fees.map((fee) => ({ recipient: fee.recipient, fee: String(fee.bps) })) } }
}
