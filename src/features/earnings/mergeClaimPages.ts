import type { AppFeeClaimEntry, AppFeeClaimsResponse } from '../../api/schemas/appFees'

/**
 * The claims of every page loaded so far, in the listing's order (newest
 * first). A claim made while paging pushes older ones one place down, so the
 * next page can repeat the last of the previous one: each claim shows once, where
 * it first appeared.
 */
export function mergeClaimPages(pages: readonly AppFeeClaimsResponse[]): AppFeeClaimEntry[] {
  const seen = new Set<string>()
  const claims: AppFeeClaimEntry[] = []
  for (const page of pages)
    for (const claim of page.claims) {
      const id = claim.claimId.toLowerCase()
      if (seen.has(id)) continue
      seen.add(id)
      claims.push(claim)
    }
  return claims
}
