import { t } from '@lingui/core/macro'
import { FerryError } from './FerryError'
import { TransactionRevertedError } from './walletErrors'

/** A batch (EIP-5792) reverted on chain: atomic, so none of its calls took effect. */
export class BatchRevertedError extends TransactionRevertedError {
  override name = 'BatchRevertedError'
  constructor(args: { chainId: number; hash: string }) {
    super(args)
    this.message = t({
      id: 'transfer.error.batchReverted',
      message:
        'The batch was reverted on chain as a whole: none of its steps took effect, so nothing was approved or deposited. No funds left your wallet except the gas.',
    })
  }
}

/** The wallet reports a batch it never got on chain (EIP-5792 status 400). */
export class BatchDroppedError extends FerryError {
  override name = 'BatchDroppedError'
  constructor() {
    super(
      t({
        id: 'transfer.error.batchDropped',
        message: 'Your wallet reports that it did not send the batch, so nothing left your wallet. Try again.',
      }),
    )
  }
}
