import { WalletNotConnectedError } from '../../lib/walletErrors'
import { withRejection } from '../../lib/withRejection'
import type { SvmStepData } from '../../solana/svmStepSigner'
import type { SentTransaction, StepPhase } from '../track/StepProgress'
import type { RunStepsArgs } from './runSteps'

/** A Solana item: signed by the Solana wallet, sent over the origin chain's RPC, confirmed there. */
export async function sendSvmItem(params: {
  args: RunStepsArgs
  tx: SvmStepData
  stepId: string
  transactions: SentTransaction[]
  report: (phase: StepPhase) => void
  onSent: (sent: SentTransaction) => void
}): Promise<void> {
  const { args, tx, report } = params
  const chain = args.svmChain
  if (!args.svm || !chain) throw new WalletNotConnectedError('svm')
  const signer = await args.svm()
  args.signal?.throwIfAborted()
  report('awaiting-signature')
  await withRejection(() =>
    signer.sendInstructions({
      rpcUrl: chain.rpcUrl,
      instructions: tx.instructions,
      addressLookupTableAddresses: tx.addressLookupTableAddresses,
      signal: args.signal,
      // Shown (and remembered) from the moment it is sent, as an EVM hash is, not once confirmed.
      onSent: (signature) => {
        const sent = { chainId: chain.chainId, hash: signature, stepId: params.stepId }
        params.transactions.push(sent)
        params.onSent(sent)
        report('confirming')
      },
    }),
  )
}
