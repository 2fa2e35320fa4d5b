/** The person declined in their wallet (EIP-1193 4001, or a wallet's "User rejected" text). */
export class UserRejectedError extends Error {
  override readonly name = 'UserRejectedError'
  constructor(cause?: unknown) {
    super('You declined the request in your wallet.', { cause })
  }
}

/** A transaction was mined but reverted. */
export class TransactionRevertedError extends Error {
  override readonly name = 'TransactionRevertedError'
  readonly chainId: number
  readonly hash: string
  constructor(args: { chainId: number; hash: string }) {
    super('The transaction was reverted on chain. No funds left your wallet except the gas.')
    this.chainId = args.chainId
    this.hash = args.hash
  }
}

/** True for the wallet errors that mean "the person said no". */
export function isUserRejection(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 8; depth++) {
    if (e instanceof UserRejectedError) return true
    const candidate = e as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown }
    if (candidate.code === 4001 || candidate.name === 'UserRejectedRequestError') return true
    if (typeof candidate.message === 'string' && /user (rejected|denied)/i.test(candidate.message)) return true
    e = candidate.cause
  }
  return false
}
