import { t } from '@lingui/core/macro'
import { HttpRequestError, InternalRpcError, UserRejectedRequestError } from 'viem'
import { FerryError, walkErrors } from './FerryError'

/** The person declined in their wallet (EIP-1193 4001, or a wallet's "User rejected" text). */
export class UserRejectedError extends FerryError {
  override name = 'UserRejectedError'
  constructor(cause?: unknown) {
    super(t({ id: 'transfer.error.userRejected', message: 'You declined the request in your wallet.' }), { cause })
  }
}

/** A transaction was mined but reverted. */
export class TransactionRevertedError extends FerryError {
  override name = 'TransactionRevertedError'
  readonly chainId: number
  readonly hash: string
  constructor(args: { chainId: number; hash: string }) {
    super(
      t({
        id: 'transfer.error.reverted',
        message: 'The transaction was reverted on chain. No funds left your wallet except the gas.',
      }),
    )
    this.chainId = args.chainId
    this.hash = args.hash
  }
}

/** True for the wallet errors that mean "the person said no". */
export function isUserRejection(error: unknown): boolean {
  return (
    walkErrors(error, (e) => {
      if (e instanceof UserRejectedError || e instanceof UserRejectedRequestError) return true
      // Wallets that are not viem's say it with EIP-1193's code, or only in words.
      const candidate = e as { code?: unknown; message?: unknown }
      return (
        candidate.code === 4001 ||
        (typeof candidate.message === 'string' && /user (rejected|denied)/i.test(candidate.message))
      )
    }) !== null
  )
}

/** Why a Solana transaction did not land: refused before it was sent, failed on chain, or never confirmed in time. */
export type SvmFailure = 'refused' | 'failed' | 'expired'

/** Why a Solana transaction did not land, in a sentence; `detail` (the network's own words) in brackets when given. */
function svmFailureText(reason: SvmFailure, detail: string | undefined): string {
  if (reason === 'refused')
    return detail
      ? t({
          id: 'transfer.error.svmRefusedWithDetail',
          message: `The Solana network refused the transaction, so nothing was sent (${detail}).`,
        })
      : t({
          id: 'transfer.error.svmRefused',
          message: 'The Solana network refused the transaction, so nothing was sent.',
        })
  if (reason === 'failed')
    return detail
      ? t({
          id: 'transfer.error.svmFailedWithDetail',
          message: `The Solana transaction failed on chain; nothing moved except its fee (${detail}).`,
        })
      : t({
          id: 'transfer.error.svmFailed',
          message: 'The Solana transaction failed on chain; nothing moved except its fee.',
        })
  return detail
    ? t({
        id: 'transfer.error.svmExpiredWithDetail',
        message: `The Solana transaction was not confirmed before its blockhash expired, so it can no longer land; nothing moved (${detail}).`,
      })
    : t({
        id: 'transfer.error.svmExpired',
        message:
          'The Solana transaction was not confirmed before its blockhash expired, so it can no longer land; nothing moved.',
      })
}

/** A Solana step's transaction did not land (`reason` says how); `signature` once it was sent. */
export class SvmTransactionError extends FerryError {
  override name = 'SvmTransactionError'
  readonly reason: SvmFailure
  readonly signature: string | undefined
  constructor(args: { reason: SvmFailure; signature?: string; detail?: string; cause?: unknown }) {
    super(svmFailureText(args.reason, args.detail), { cause: args.cause })
    this.reason = args.reason
    this.signature = args.signature
  }
}

/** The quote has a step of a kind this version of Ferry cannot execute. */
export class UnsupportedStepError extends FerryError {
  override name = 'UnsupportedStepError'
  readonly kind: string
  constructor(kind: string) {
    super(t({ id: 'transfer.error.unsupportedStep', message: `Ferry cannot execute a step of kind "${kind}" yet.` }))
    this.kind = kind
  }
}

/** The quote's last step has no check endpoint, so the transfer could not be followed: nothing is sent. */
export class MissingCheckError extends FerryError {
  override name = 'MissingCheckError'
  constructor() {
    super(
      t({
        id: 'transfer.error.missingCheck',
        message: 'The quote gave no way to follow this transfer (no check endpoint on its last step).',
      }),
    )
  }
}

/** A transfer was started with no wallet connected (a Solana one, for `svm`: the origin chain's VM decides). */
export class WalletNotConnectedError extends FerryError {
  override name = 'WalletNotConnectedError'
  constructor(vm?: 'svm') {
    super(
      vm === 'svm'
        ? t({ id: 'transfer.error.connectSolanaWallet', message: 'Connect a Solana wallet first.' })
        : t({ id: 'transfer.error.connectWallet', message: 'Connect a wallet first.' }),
    )
  }
}

/**
 * The service gave an answer about the request that asking again will not
 * change (it does not know the request, or refuses the key): tracking stops.
 * The deposit, if one was sent, is on chain regardless; its hash stays on screen.
 */
export class TrackingStoppedError extends FerryError {
  override name = 'TrackingStoppedError'
  constructor(args: { cause: { status?: number; errorCode?: string; message: string } }) {
    const { cause } = args
    const reply = cause.message
    super(
      cause.errorCode === 'REQUEST_NOT_FOUND' || cause.status === 404
        ? t({
            id: 'transfer.error.trackingUnknownRequest',
            message:
              'The service does not know this transfer, so Ferry stopped following it. If a deposit was sent, keep its transaction hash (shown above) and the request id: they are what support needs.',
          })
        : t({
            id: 'transfer.error.trackingStopped',
            message: `The service stopped answering about this transfer (${reply}). Ferry stopped following it; if a deposit was sent, keep its transaction hash and the request id.`,
          }),
      { cause },
    )
  }
}

/** What `runSteps` can throw, besides the wallet's and the service's own errors and an AbortSignal's reason. */
export type RunStepsErrorType =
  | UserRejectedError
  | TransactionRevertedError
  | SvmTransactionError
  | UnsupportedStepError
  | MissingCheckError
  | WalletNotConnectedError
  | TrackingStoppedError

/** What a person reads when their wallet's request got no answer from the chain's node. */
export function nodeUnreachableText(): string {
  return t({
    id: 'transfer.error.nodeUnreachable',
    message:
      'Your wallet got no answer from the network (the chain’s node did not respond), so this step did not go through. Check the wallet’s connection and try again; nothing moved unless a transaction is shown above.',
  })
}

/**
 * An error in words for the transfer's error notice: a wallet that could not
 * reach its node (EIP-1474 internal error -32603, a failed HTTP request) in a
 * sentence; viem's short message for the rest (its long one carries request
 * dumps); anything else as it is.
 */
export function readableError(error: unknown): Error {
  // -32603 from a wallet that is not viem's.
  const unreachable = (e: unknown) =>
    e instanceof InternalRpcError || e instanceof HttpRequestError || (e as { code?: unknown }).code === -32603
  if (walkErrors(error, unreachable) !== null) return new Error(nodeUnreachableText(), { cause: error })
  // Ferry's own errors already say it in a sentence; viem's keep theirs in shortMessage.
  if (error instanceof FerryError) return error
  if (error instanceof Error) {
    const short = (error as { shortMessage?: string }).shortMessage
    return short ? new Error(short, { cause: error }) : error
  }
  return new Error(String(error))
}
