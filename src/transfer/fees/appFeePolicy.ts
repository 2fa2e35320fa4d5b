import { t } from '@lingui/core/macro'
import { formatBps } from '../../lib/format'

/**
 * The most a site may take of a transfer, all its fees together, in basis
 * points (3 %). A fee above it is refused before any quote is asked: a host
 * page that changes the embed's options, or a site configured by mistake,
 * cannot charge a person more than this through Ferry.
 */
export const MAX_APP_FEE_BPS = 300

/** One fee a site takes: who receives it and how much, in basis points of the amount. */
export type AppFee = { recipient: string; bps: number }

/**
 * The fees a site takes on the network the form quotes on, and whose they
 * are: `pending` while the site server's answer is not in (no quote is asked
 * before it is, so none is asked with fees the widget has not checked).
 */
export type AppFeeSetting =
  | { status: 'pending' }
  | {
      status: 'known'
      fees: readonly AppFee[]
      /** The name the review gives the site; absent, "this site". */
      siteName?: string
    }

/** All fees of a site together, in basis points. */
export function totalAppFeeBps(fees: readonly AppFee[]): number {
  return fees.reduce((sum, fee) => sum + fee.bps, 0)
}

/** Why a site's fees are refused (above MAX_APP_FEE_BPS), in words; `undefined` when they may be quoted. */
export function appFeeRefusal(setting: { fees: readonly AppFee[]; siteName?: string }): string | undefined {
  const total = totalAppFeeBps(setting.fees)
  if (total <= MAX_APP_FEE_BPS) return undefined
  const rate = formatBps(total)
  const cap = formatBps(MAX_APP_FEE_BPS)
  const site = setting.siteName
  return site
    ? t({
        id: 'transfer.fee.refusedSite',
        message: `${site} asks a ${rate} fee; Ferry does not take quotes with a fee above ${cap}.`,
      })
    : t({
        id: 'transfer.fee.refused',
        message: `This site asks a ${rate} fee; Ferry does not take quotes with a fee above ${cap}.`,
      })
}

/**
 * How a quote's review names the site's fee: "Includes a 0.5 % fee to Shop"
 * (all its fees together, "this site" without a name); "Includes an app fee"
 * when the quote has one but the widget knows no rate of it.
 */
export function appFeeLabel(setting: AppFeeSetting | undefined): string {
  if (setting?.status !== 'known' || setting.fees.length === 0)
    return t({ id: 'transfer.fee.included', message: 'Includes an app fee' })
  const rate = formatBps(totalAppFeeBps(setting.fees))
  const site = setting.siteName
  return site
    ? t({ id: 'transfer.fee.includedSite', message: `Includes a ${rate} fee to ${site}` })
    : t({ id: 'transfer.fee.includedThisSite', message: `Includes a ${rate} fee to this site` })
}
