import type { SignatureItem, SignaturePost, SignaturePostResponse, Step } from '../../api/schemas/quote'
import { UnsupportedStepError } from '../../lib/walletErrors'
import { withRejection } from '../../lib/withRejection'
import type { StepPhase } from '../track/StepProgress'
import type { StepWallet } from './StepWallet'
import { signingChainOf } from './signingChainOf'

/** Sends a signature item's `post` with the signature (the service's `/execute/permits` and the like). */
export type PostSignature = (args: {
  post: SignaturePost
  signature: `0x${string}`
  signal?: AbortSignal
}) => Promise<SignaturePostResponse>

/**
 * One signature item: sign on the chain its EIP-712 domain names, post the signature, return the steps the answer
 * adds (a gasless deposit's answer adds none: the service submits the deposit itself).
 *
 * @throws {UserRejectedError} when the person declines to sign.
 * @throws {UnsupportedStepError} when the item asks for a post and no `postSignature` was given.
 */
export async function signAndPost(args: {
  item: SignatureItem
  wallet: StepWallet
  signal: AbortSignal | undefined
  postSignature: PostSignature | undefined
  /** Reports a phase of this item. */
  report: (phase: StepPhase) => void
  /** Makes `chainId` the wallet's active chain (reporting `switching-chain` when it was not). */
  switchTo: (chainId: number) => Promise<void>
}): Promise<Step[]> {
  const { wallet, signal } = args
  const { sign, post } = args.item.data
  if (!sign) return []
  const chainId = signingChainOf(sign)
  if (chainId !== undefined) await args.switchTo(chainId)
  signal?.throwIfAborted()
  args.report('awaiting-message-signature')
  const signature = await withRejection(() => wallet.sign(sign))
  if (!post) return []
  if (!args.postSignature) throw new UnsupportedStepError('signature')
  signal?.throwIfAborted()
  args.report('posting-signature')
  const answer = await args.postSignature({ post, signature, signal })
  return answer.steps ?? []
}
