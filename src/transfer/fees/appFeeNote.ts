import type { QuoteFees } from '../../api/schemas/quote'
import { formatUsd } from '../../lib/format'
import { formatCurrencyAmount } from '../quote/quoteSummaryLine'
import { type AppFeeSetting, appFeeLabel } from './appFeePolicy'

/** The site's fee a quote includes, in words: "Includes a 0.5 % fee to Shop", "0.0005 ETH", "$1.50". */
export type AppFeeNote = { label: string; amount: string; usd?: string }

/**
 * The site's fee of a quote as a form names it beside what is sent and what
 * arrives; `undefined` when the quote charges none. `appFees`: the setting the
 * quote was asked with, which gives the rate and the site's name.
 */
export function appFeeNote(args: { fees: QuoteFees; appFees: AppFeeSetting | undefined }): AppFeeNote | undefined {
  const app = args.fees.app
  if (!app || !/^[1-9]\d*$/.test(app.amount)) return undefined
  const usd = formatUsd(app.amountUsd)
  return { label: appFeeLabel(args.appFees), amount: formatCurrencyAmount(app), ...(usd ? { usd } : {}) }
}
