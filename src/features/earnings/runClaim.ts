import { ApiError } from '../../api/ApiError'
import { getAppFeeClaims } from '../../api/getAppFeeClaims'
import { postAppFeeClaim } from '../../api/postAppFeeClaim'
import { postSignature } from '../../api/postSignature'
import type { AppFeeClaimBody } from '../../api/schemas/appFees'
import { sleep } from '../../lib/backoff'
import { runSignatureSteps } from '../../transfer/runSignatureSteps'
import type { StepWallet } from '../../transfer/StepWallet'
import { claimIdOfSteps } from './claimIdOfSteps'
import { type ClaimEvent, FINAL_CLAIM_STATUSES } from './claimState'

/** How often the claims listing is read while a claim is being paid. */
export const CLAIM_POLL_MS = 1000
/** The claim just made is the newest: the first page of this many finds it. */
const CLAIM_LOOKUP_LIMIT = 10

/**
 * One claim of an app fee balance, start to end: asks the service for the
 * claim's steps, has the fee wallet sign them and sends the signature (the
 * shared signature runner), then reads the claims listing until this claim
 * reaches a final status. Every change is an event for `nextClaimState`.
 * A listing that fails while the claim is paid is said and asked again: the
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
}): Promise<void> {
  const { baseUrl, wallet, dispatch, signal } = args
  dispatch({ type: 'ask' })
  const [{ steps }, stepWallet] = await Promise.all([
    postAppFeeClaim({ baseUrl, wallet, body: args.body, signal }),
    args.stepWallet(),
  ])
  const claimId = claimIdOfSteps(steps)
  await runSignatureSteps({
    steps,
    wallet: stepWallet,
    signal,
    postSignature: (post) => postSignature({ baseUrl, ...post }),
    onProgress: ({ phase }) => dispatch({ type: 'sign', phase }),
  })
  if (!claimId) {
    dispatch({ type: 'sent' })
    return
  }
  dispatch({ type: 'posted', claimId })
  for (;;) {
    try {
      const { claims } = await getAppFeeClaims({ baseUrl, wallet, limit: CLAIM_LOOKUP_LIMIT, signal })
      const entry = claims.find((c) => c.claimId.toLowerCase() === claimId.toLowerCase())
      dispatch({ type: 'listed', entry })
      if (entry && FINAL_CLAIM_STATUSES.includes(entry.status ?? '')) return
    } catch (error) {
      if (signal.aborted || !(error instanceof ApiError)) throw error
      dispatch({ type: 'tracking-error', message: error.message })
    }
    await sleep(args.pollMs ?? CLAIM_POLL_MS, { signal })
  }
}
