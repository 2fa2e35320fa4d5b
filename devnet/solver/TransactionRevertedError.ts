import type { Hex } from 'viem'
import { FerryError } from '../../src/lib/FerryError'

/** A transaction of the solver was mined and reverted. */
export class TransactionRevertedError extends FerryError {
  override readonly name = 'TransactionRevertedError'

  constructor(
    readonly txHash: Hex,
    readonly chainId: number,
  ) {
    super(`transaction ${txHash} on chain ${chainId} reverted`)
  }
}
