import type { FeeSponsorshipComponent, QuoteRequest } from '../../src/api/schemas'
import { FEE_SPONSORSHIP_COMPONENTS } from '../../src/api/schemas'
import { ServiceError } from '../service/ServiceError'

/** What a quote asks its API key's sponsor to pay. */
export interface SponsorshipOptions {
  /** The fee components the sponsor may pay, in the order they are paid. */
  components: readonly FeeSponsorshipComponent[]
  /** `maxSubsidizationAmount`: the most the sponsor pays for the request, USD micro-units. */
  capUsdMicros: bigint | undefined
}

/** Without `sponsoredFeeComponents`: what the official client documents (rent only when named). */
export const DEFAULT_SPONSORED_COMPONENTS: readonly FeeSponsorshipComponent[] = ['execution', 'swap', 'platform', 'app']
/** The official client's name for `platform` (the service's own fee). */
const ALIASES: Readonly<Record<string, FeeSponsorshipComponent>> = { relay: 'platform' }

/**
 * `subsidizeFees`, `sponsoredFeeComponents`, `maxSubsidizationAmount` of a
 * quote request; undefined unless `subsidizeFees` is true (the other two mean
 * nothing without it and are ignored). An unknown component is a 400.
 */
export function parseSponsorshipOptions(request: QuoteRequest): SponsorshipOptions | undefined {
  if (request.subsidizeFees !== true) return undefined
  let components = DEFAULT_SPONSORED_COMPONENTS
  if (request.sponsoredFeeComponents !== undefined) {
    const named = new Set<FeeSponsorshipComponent>()
    for (const [index, value] of request.sponsoredFeeComponents.entries()) {
      const component = ALIASES[value] ?? FEE_SPONSORSHIP_COMPONENTS.find((c) => c === value)
      if (!component)
        throw new ServiceError(
          400,
          'INVALID_INPUT',
          `sponsoredFeeComponents[${index}] "${value.slice(0, 40)}" is not a fee component (${FEE_SPONSORSHIP_COMPONENTS.join(', ')}; "relay" = platform)`,
          { field: `sponsoredFeeComponents.${index}` },
        )
      named.add(component)
    }
    components = FEE_SPONSORSHIP_COMPONENTS.filter((c) => named.has(c))
  }
  const cap = request.maxSubsidizationAmount
  return { components, capUsdMicros: cap === undefined ? undefined : BigInt(cap) }
}
