import type { Step } from '../../api/schemas/quote'
import { isSignatureStep } from '../../api/schemas/stepKinds'

/**
 * The id of the claim a claim's steps make: the signed post's body names it
 * (`claimId`, as the order the fee wallet signs), so the claim can be found in
 * the listing once posted. Undefined when the service does not say.
 */
export function claimIdOfSteps(steps: readonly Step[]): string | undefined {
  for (const step of steps) {
    if (!isSignatureStep(step)) continue
    for (const item of step.items) {
      const id = item.data.post?.body?.claimId
      if (typeof id === 'string' && id !== '') return id
    }
  }
  return undefined
}
