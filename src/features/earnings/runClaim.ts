import { ApiError } from '../../api/ApiError'
import { getAppFeeClaims } from '../../api/getAppFeeClaims'
import { postAppFeeClaim } from '../../api/postAppFeeClaim'
import { postSignature } from '../../api/postSignature'
import type { AppFeeClaimBody } from '../../api/schemas/appFees'
import { sleep } from '../../lib/backoff'
import { runSignatureSteps } from '../../transfer/run/runSignatureSteps'
import type { StepWallet } from '../../transfer/run/StepWallet'
import { claimIdOfSteps } from './claimIdOfSteps'
import { type ClaimEvent, FINAL_CLAIM_STATUSES } from './claimState'
import { findPostedClaim } from './findPostedClaim'

/** How often the claims listing is read while a claim is being paid. */
export const CLAIM_POLL_MS = 1000
/** The claim just made is the newest: the first page of this many finds it. */
const CLAIM_LOOKUP_LIMIT = 10
/** How long a posted claim may take to appear in the listing before Ferry stops looking (the history shows it). */
export const CLAIM_LISTING_PATIENCE_MS = 5 * 60_000

/**
 * One claim of an app fee balance, start to end: asks the service for the
 * claim's steps, has the fee wallet sign them and sends the signature (the
 * shared signature runner), then reads the claims listing until this claim
 * reaches a final status. The claim is found by the id its steps name, or,
 * when they name none (the public post answers only `{ message }`), as the
 * new claim that fits what was asked (`findPostedClaim`, against the listing
 * read before posting). Every change is an event for `nextClaimState`. A
 * listing that fails while the claim is paid is said and asked again: the
 * claim goes on at the service regardless.
 *
 * @throws {UserRejectedError} when the fee wallet declines: nothing was posted, so nothing was claimed.
 * @throws {ApiError} when the service refuses the claim or its signature.
 */
export async function runClaim(args: {
  baseUrl: string
  /** The fee wallet, whose balance is claimed and who signs. */
  wallet: string
  body: AppFeeClaimBody
  stepWallet: () => Promise<StepWallet>
  dispatch: (event: ClaimEvent) => void
  signal: AbortSignal
  pollMs?: number
  patienceMs?: number
}): Promise<void> {
  const { baseUrl, wallet, dispatch, signal } = args
  const listing = () => getAppFeeClaims({ baseUrl, wallet, limit: CLAIM_LOOKUP_LIMIT, signal })
  dispatch({ type: 'ask' })
  const [{ steps }, stepWallet, listedBefore] = await Promise.all([
    postAppFeeClaim({ baseUrl, wallet, body: args.body, signal }),
    args.stepWallet(),
    // What was listed before: a claim not among these is new. Unreadable, every fitting claim counts as new.
    listing().then(
      ({ claims }) => claims,
      (error: unknown) => {
        if (signal.aborted || !(error instanceof ApiError)) throw error
        return undefined
      },
    ),
  ])
  const claimId = claimIdOfSteps(steps)
  const before = new Set((listedBefore ?? []).map((c) => c.claimId.toLowerCase()))
  await runSignatureSteps({
    steps,
    wallet: stepWallet,
    signal,
    postSignature: (post) => postSignature({ baseUrl, ...post }),
    onProgress: ({ phase }) => dispatch({ type: 'sign', phase }),
  })
  dispatch({ type: 'posted', claimId })
  const deadline = Date.now() + (args.patienceMs ?? CLAIM_LISTING_PATIENCE_MS)
  let found: string | undefined = claimId
  for (;;) {
    try {
      const { claims } = await listing()
      const entry = findPostedClaim({ claims, claimId: found, before, body: args.body })
      if (entry) found = entry.claimId
      dispatch({ type: 'listed', entry })
      if (entry && FINAL_CLAIM_STATUSES.includes(entry.status ?? '')) return
      if (!entry && !found && Date.now() > deadline) {
        dispatch({ type: 'sent' })
        return
      }
    } catch (error) {
      if (signal.aborted || !(error instanceof ApiError)) throw error
      dispatch({ type: 'tracking-error', message: error.message })
    }
    await sleep(args.pollMs ?? CLAIM_POLL_MS, { signal })
  }
}
