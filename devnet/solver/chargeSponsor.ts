import { formatUnits } from 'viem'
import type { DevnetContext } from '../DevnetContext'
import type { RequestRecord } from '../store/requestRecord'
import type { FillProblem } from './revalidateFill'

/**
 * Charges a sponsored request's fees to its API key's sponsor, right before
 * the fill (once: a restart finds it charged). A balance lowered since the
 * quote that no longer covers them ends the request in SPONSOR_BALANCE_TOO_LOW
 * (then refunded like any failure). A failure after the charge gives it back
 * (by trigger, with the status change: store migration 5).
 */
export async function chargeSponsor(
  context: Pick<DevnetContext, 'store' | 'logger'>,
  request: RequestRecord,
): Promise<FillProblem | undefined> {
  const outcome = await context.store.chargeSponsorship(request.id)
  if (outcome.kind === 'charged') {
    context.logger.info(
      `request ${request.id}: sponsor ${outcome.charge.apiKey} charged $${formatUnits(outcome.charge.amountUsdMicros, 6)}`,
    )
  }
  if (outcome.kind !== 'short' && outcome.kind !== 'released') return undefined
  const { charge } = outcome
  return {
    failReason: 'SPONSOR_BALANCE_TOO_LOW',
    details: {
      sponsoredAmountUsd: formatUnits(charge.amountUsdMicros, 6),
      sponsorBalanceUsd: outcome.kind === 'short' ? formatUnits(outcome.balanceUsdMicros, 6) : null,
    },
  }
}
