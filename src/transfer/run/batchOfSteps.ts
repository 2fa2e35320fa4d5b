import type { Step, StepTransaction } from '../../api/schemas/quote'
import { isSvmStepData, isTransactionStep } from '../../api/schemas/stepKinds'

/** The leading transaction steps a wallet can send as one batch: their items, in order, on one chain. */
export type StepBatch = {
  chainId: number
  /** Steps `0..lastStepIndex` are all in the batch. */
  lastStepIndex: number
  transactions: { stepId: string; tx: StepTransaction }[]
}

/**
 * The quote's first steps that can go as one EIP-5792 batch: the leading run of transaction steps whose items are
 * all EVM transactions on the same chain, none done yet, two at least (an approval and the deposit, the calls of a
 * `txs` quote). A signature step, a Solana item or another chain ends the run; undefined when fewer than two remain.
 */
export function batchOfSteps(steps: readonly Step[]): StepBatch | undefined {
  const transactions: StepBatch['transactions'] = []
  let chainId: number | undefined
  let lastStepIndex = -1
  for (const [stepIndex, step] of steps.entries()) {
    if (!isTransactionStep(step) || step.items.length === 0) break
    const txs: StepTransaction[] = []
    for (const item of step.items) {
      if (item.status === 'complete' || isSvmStepData(item.data)) return done()
      if (chainId !== undefined && item.data.chainId !== chainId) return done()
      chainId = item.data.chainId
      txs.push(item.data)
    }
    transactions.push(...txs.map((tx) => ({ stepId: step.id, tx })))
    lastStepIndex = stepIndex
  }
  return done()

  function done(): StepBatch | undefined {
    if (chainId === undefined || transactions.length < 2) return undefined
    return { chainId, lastStepIndex, transactions }
  }
}
