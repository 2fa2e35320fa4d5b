import type { AppFeeClaimBody, AppFeeClaimEntry } from '../../api/schemas/appFees'

const same = (a: string | undefined, b: string | undefined) =>
  a === undefined || b === undefined || a.toLowerCase() === b.toLowerCase()

/**
 * The claim just posted, found in a claims listing: by its id when the steps
 * named one; otherwise (the public post answers only `{ message }` and its body
 * is not described) the listed claim that was not there before posting and
 * fits the claim asked for (recipient, chain, currency; what a claim lists of
 * them). Undefined until the service lists it.
 */
export function findPostedClaim(args: {
  claims: readonly AppFeeClaimEntry[]
  /** The claim's id when the steps named it. */
  claimId: string | undefined
  /** The ids listed before the signature was posted (lowercase). */
  before: ReadonlySet<string>
  body: AppFeeClaimBody
}): AppFeeClaimEntry | undefined {
  const { claimId, body } = args
  if (claimId) return args.claims.find((c) => c.claimId.toLowerCase() === claimId.toLowerCase())
  return args.claims.find(
    (c) =>
      !args.before.has(c.claimId.toLowerCase()) &&
      same(c.recipient ?? undefined, body.recipient) &&
      (c.currency?.currency?.chainId === undefined || c.currency.currency.chainId === body.chainId) &&
      same(c.currency?.currency?.address, body.currency),
  )
}
