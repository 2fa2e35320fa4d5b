import { t } from '@lingui/core/macro'
import { formatUsd } from '../../lib/format'

/** True when the app paid, or was to pay, some of the fees: a request nobody sponsored has no such line. */
export function appPaid(sponsorship: {
  quoted?: { sponsoredTotal: { amount?: string } } | null
  actual?: { sponsoredTotal: { amount?: string } } | null
}): boolean {
  return [sponsorship.quoted, sponsorship.actual].some((phase) => /[1-9]/.test(phase?.sponsoredTotal.amount ?? ''))
}

export function sponsorshipLine(
  phase: { sponsoredTotal: { amountUsd?: string }; userPaysTotal: { amountUsd?: string }; capHit: boolean },
  actual: boolean,
): string {
  const app = formatUsd(phase.sponsoredTotal.amountUsd) ?? '?'
  const person = formatUsd(phase.userPaysTotal.amountUsd) ?? '?'
  if (actual)
    return phase.capHit
      ? t({
          id: 'activity.sponsorship.paidCapHit',
          message: `Paid: the app ${app}, the person ${person} (the app’s cap was reached).`,
        })
      : t({ id: 'activity.sponsorship.paid', message: `Paid: the app ${app}, the person ${person}.` })
  return phase.capHit
    ? t({
        id: 'activity.sponsorship.quotedCapHit',
        message: `Quoted: the app ${app}, the person ${person} (the app’s cap was reached).`,
      })
    : t({ id: 'activity.sponsorship.quoted', message: `Quoted: the app ${app}, the person ${person}.` })
}
