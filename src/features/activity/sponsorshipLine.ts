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
  return `${actual ? 'Paid' : 'Quoted'}: the app ${app}, the person ${person}${phase.capHit ? ' (the app’s cap was reached)' : ''}.`
}
