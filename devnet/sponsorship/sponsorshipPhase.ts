import { formatUnits } from 'viem'
import type { AmountObject, FeeSponsorshipPhase } from '../../src/api/schemas'
import { FEE_SPONSORSHIP_COMPONENTS } from '../../src/api/schemas'
import { usdMicros } from '../pricing/usdMicros'
import type { SponsorshipPlan } from './planSponsorship'

/**
 * Section 2.5 `feeSponsorship.quoted` of a sponsored quote: every component
 * as `total = sponsored + userPays` in the input currency, USD values that
 * add up exactly (userPays is total less sponsored, in micro-USD too), and
 * `sponsoredTotal.amountUsd` = what the fill charges the sponsor.
 */
export function sponsorshipPhase(
  plan: SponsorshipPlan,
  currency: { decimals: number; usdPrice: bigint },
): FeeSponsorshipPhase {
  const amount = (units: bigint, usd: bigint): AmountObject => ({
    amount: units.toString(),
    amountFormatted: formatUnits(units, currency.decimals),
    amountUsd: formatUnits(usd, 6),
    minimumAmount: units.toString(),
  })
  const usd = (units: bigint) => usdMicros(units, currency.decimals, currency.usdPrice)
  const components = {} as FeeSponsorshipPhase['components']
  const sums = { sponsored: 0n, sponsoredUsd: 0n, userPays: 0n, userPaysUsd: 0n }
  const selectedComponents: string[] = []
  for (const name of FEE_SPONSORSHIP_COMPONENTS) {
    const total = plan.totals[name]
    const sponsored = plan.sponsored[name]
    const selected = plan.options.components.includes(name) && total > 0n
    if (selected) selectedComponents.push(name)
    const totalUsd = usd(total)
    const sponsoredUsd = usd(sponsored)
    components[name] = {
      selected,
      total: amount(total, totalUsd),
      sponsored: amount(sponsored, sponsoredUsd),
      userPays: amount(total - sponsored, totalUsd - sponsoredUsd),
    }
    sums.sponsored += sponsored
    sums.sponsoredUsd += sponsoredUsd
    sums.userPays += total - sponsored
    sums.userPaysUsd += totalUsd - sponsoredUsd
  }
  const cap = plan.options.capUsdMicros
  return {
    selectedComponents,
    ...(cap === undefined ? {} : { maxSubsidizationAmount: cap.toString() }),
    capHit: plan.capHit,
    balanceHit: plan.balanceHit,
    components,
    sponsoredTotal: amount(sums.sponsored, sums.sponsoredUsd),
    userPaysTotal: amount(sums.userPays, sums.userPaysUsd),
  }
}

/** What the fill charges the sponsor for a plan: the sum of the components' USD values (micro-USD). */
export function sponsorshipChargeUsdMicros(
  plan: SponsorshipPlan,
  currency: { decimals: number; usdPrice: bigint },
): bigint {
  return FEE_SPONSORSHIP_COMPONENTS.reduce(
    (sum, name) => sum + usdMicros(plan.sponsored[name], currency.decimals, currency.usdPrice),
    0n,
  )
}
