import type { Hex } from 'viem'

/** A transaction of the solver was mined and reverted. */
export class TransactionRevertedError extends Error {
  override readonly name = 'TransactionRevertedError'

  constructor(
    readonly txHash: Hex,
    readonly chainId: number,
  ) {
    super(`transaction ${txHash} on chain ${chainId} reverted`)
  }
}
