import {
  appendTransactionMessageInstructions,
  type createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  isSolanaError,
  type KeyPairSigner,
  pipe,
  type Signature,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { FerryError } from '../../src/lib/FerryError'
import { paymentInstructions, type SvmAsset } from './svmInstructions'

/** The RPC client of one Solana chain. */
export type SvmRpc = ReturnType<typeof createSolanaRpc>

/** A payment signed and not yet sent: its signature is known, so it can be recorded before it is broadcast. */
export interface SignedSvmPayment {
  signature: string
  /** The whole signed transaction, base64 (what `sendTransaction` takes): sent again as is after a restart. */
  wire: string
  /** The block height past which the transaction can never land: it may then be signed anew. */
  lastValidBlockHeight: bigint
}

/** A transaction the chain refused or that failed on chain, with the chain's own error (`InsufficientFundsForRent`…). */
export class SvmTransactionError extends FerryError {
  constructor(
    message: string,
    readonly chainError: unknown,
    readonly logs: readonly string[] = [],
  ) {
    super(message)
    this.name = 'SvmTransactionError'
  }
}

/**
 * Signs a payment from `payer` (SOL or an SPL token, the recipient's token account created if missing). `feePayer`
 * (`payer` when absent) pays the fee and any rent: the solver, for a deposit address it sweeps.
 */
export async function signSvmPayment(args: {
  rpc: SvmRpc
  payer: KeyPairSigner
  to: string
  asset: SvmAsset
  amount: bigint
  memo?: string
  feePayer?: KeyPairSigner
}): Promise<SignedSvmPayment> {
  const feePayer = args.feePayer ?? args.payer
  const instructions = await paymentInstructions({
    from: args.payer,
    to: args.to,
    asset: args.asset,
    amount: args.amount,
    memo: args.memo,
    payer: feePayer,
  })
  const { value: blockhash } = await args.rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(feePayer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const signed = await signTransactionMessageWithSigners(message)
  return {
    signature: getSignatureFromTransaction(signed),
    wire: getBase64EncodedWireTransaction(signed),
    lastValidBlockHeight: blockhash.lastValidBlockHeight,
  }
}

/**
 * Sends a signed transaction (again, after a restart: the same signature lands at most once). A refusal at preflight
 * throws `SvmTransactionError` with the chain's error and logs; a transport failure throws as it is.
 */
export async function sendSignedSvm(rpc: SvmRpc, wire: string): Promise<void> {
  try {
    await rpc
      .sendTransaction(wire as Parameters<SvmRpc['sendTransaction']>[0], {
        encoding: 'base64',
        preflightCommitment: 'confirmed',
      })
      .send()
  } catch (error) {
    if (isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE)) {
      const context = error.context as { logs?: readonly string[] | null }
      // The transaction's own error is the cause, decoded by kit ("…insufficient funds for rent").
      const cause = error.cause as { message?: string; context?: unknown } | undefined
      const chainError = { message: cause?.message ?? error.message, context: cause?.context }
      throw new SvmTransactionError(`preflight refused: ${chainError.message}`, chainError, context.logs ?? [])
    }
    throw error
  }
}

/** Polls between status reads while a transaction is awaited. */
const STATUS_POLL_MS = 200

/**
 * Waits until the transaction is confirmed (then `success`, or its on-chain error, with its slot), or until its blockhash can no
 * longer land (`expired`: nothing happened, it may be signed anew), or the deadline (`unknown`: ask again later).
 */
export async function confirmSvm(args: {
  rpc: SvmRpc
  signature: string
  lastValidBlockHeight: bigint
  timeoutMs: number
  signal?: AbortSignal
}): Promise<
  | { outcome: 'success'; slot: number }
  | { outcome: 'failure'; chainError: unknown; slot: number }
  | { outcome: 'expired' | 'unknown' }
> {
  const deadline = Date.now() + args.timeoutMs
  for (;;) {
    const { value } = await args.rpc.getSignatureStatuses([args.signature as Signature]).send()
    const status = value[0]
    if (status && (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized')) {
      const slot = Number(status.slot)
      return status.err ? { outcome: 'failure', chainError: status.err, slot } : { outcome: 'success', slot }
    }
    if (!status) {
      const height = await args.rpc.getBlockHeight().send()
      if (height > args.lastValidBlockHeight) return { outcome: 'expired' }
    }
    if (Date.now() >= deadline || args.signal?.aborted) return { outcome: 'unknown' }
    await new Promise((resolve) => setTimeout(resolve, STATUS_POLL_MS))
  }
}

/** The chain error's name (`InsufficientFundsForRent`, `{ InstructionError: [1, { Custom: 1 }] }` → `InstructionError`), or a refusal's words. */
export function svmErrorName(chainError: unknown): string {
  if (typeof chainError === 'string') return chainError
  if (chainError && typeof chainError === 'object' && 'message' in chainError) return String(chainError.message)
  if (chainError && typeof chainError === 'object') return Object.keys(chainError)[0] ?? 'Unknown'
  return 'Unknown'
}
