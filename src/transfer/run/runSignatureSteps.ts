import type { Step } from '../../api/schemas/quote'
import { isSignatureStep } from '../../api/schemas/stepKinds'
import { UnsupportedStepError } from '../../lib/walletErrors'
import { withRejection } from '../../lib/withRejection'
import type { StepPhase } from '../track/StepProgress'
import type { StepWallet } from './StepWallet'
import { type PostSignature, signAndPost } from './signAndPost'

/** Where a signature-only run is: which item, in which phase. */
export type SignatureProgress = { phase: StepPhase; stepIndex: number; itemIndex: number }

/**
 * Runs steps that are signatures only, with no request to follow afterwards
 * (an app fee claim: the fee wallet signs, the post hands it to the service,
 * and the caller follows the claim its own way). Each item is signed on the
 * chain its EIP-712 domain names and its `post` sent, as `runSteps` does;
 * signature steps an answer appends run in turn.
 *
 * @throws {UserRejectedError} when the person declines to sign (or to switch chain): nothing is posted.
 * @throws {UnsupportedStepError} for a step that is not a signature (it would need a transaction and a check).
 * @throws {ApiError} when the service refuses a signature.
 */
export async function runSignatureSteps(args: {
  steps: Step[]
  wallet: StepWallet
  postSignature: PostSignature
  onProgress?: (progress: SignatureProgress) => void
  signal?: AbortSignal
}): Promise<void> {
  const { wallet, signal } = args
  const steps = [...args.steps]
  // Checked before anything is signed, so a step Ferry cannot run never follows a signature it made.
  const other = steps.find((step) => !isSignatureStep(step))
  if (other) throw new UnsupportedStepError(other.kind)
  for (let stepIndex = 0; stepIndex < steps.length; stepIndex++) {
    const step = steps[stepIndex] as Step
    if (!isSignatureStep(step)) throw new UnsupportedStepError(step.kind)
    for (const [itemIndex, item] of step.items.entries()) {
      if (item.status === 'complete') continue
      signal?.throwIfAborted()
      const report = (phase: StepPhase) => args.onProgress?.({ phase, stepIndex, itemIndex })
      const added = await signAndPost({
        item,
        wallet,
        signal,
        postSignature: args.postSignature,
        report,
        switchTo: async (chainId) => {
          if ((await wallet.getChainId()) === chainId) return
          report('switching-chain')
          await withRejection(() => wallet.switchChain(chainId))
        },
      })
      steps.push(...added)
    }
  }
}
