import type { FeeSponsorshipComponent } from '../../src/api/schemas'
import { FEE_SPONSORSHIP_COMPONENTS } from '../../src/api/schemas'
import type { SponsorshipOptions } from './sponsorshipOptions'

export type ComponentAmounts = Record<FeeSponsorshipComponent, bigint>

/** How a quote's fees split between the sponsor and the person, in smallest units of the input currency. */
export interface SponsorshipPlan {
  options: SponsorshipOptions
  /** Each component's full amount. */
  totals: ComponentAmounts
  /** What the sponsor pays of each. */
  sponsored: ComponentAmounts
  /** Sum of `sponsored`: the quote's `fees.subsidized`, given back to the person. */
  total: bigint
  /** The cap (`maxSubsidizationAmount`) cut the sponsorship short. */
  capHit: boolean
  /** The sponsor's balance cut it short (devnet extra `balanceHit`). */
  balanceHit: boolean
}

/**
 * The sponsor pays the chosen components that apply (non-zero), in the
 * order execution, swap, platform, app, rent, until the cap or its balance
 * (both already in input units, rounded down) runs out.
 */
export function planSponsorship(input: {
  options: SponsorshipOptions
  totals: ComponentAmounts
  capUnits: bigint | undefined
  balanceUnits: bigint
}): SponsorshipPlan {
  const { options, totals, capUnits, balanceUnits } = input
  const wanted = FEE_SPONSORSHIP_COMPONENTS.reduce(
    (sum, c) => (options.components.includes(c) ? sum + totals[c] : sum),
    0n,
  )
  let budget = wanted
  if (capUnits !== undefined && capUnits < budget) budget = capUnits
  const capHit = budget < wanted
  const balanceHit = balanceUnits < budget
  if (balanceHit) budget = balanceUnits
  const sponsored = {} as ComponentAmounts
  let left = budget
  for (const c of FEE_SPONSORSHIP_COMPONENTS) {
    const take = options.components.includes(c) ? smaller(left, totals[c]) : 0n
    sponsored[c] = take
    left -= take
  }
  return { options, totals, sponsored, total: budget, capHit, balanceHit }
}

/** The smaller of two bigints (Math.min takes numbers only). */
function smaller(a: bigint, b: bigint): bigint {
  return b < a ? b : a
}
