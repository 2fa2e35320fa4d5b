import {
  address,
  fetchAddressesForLookupTables,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  getTransactionDecoder,
  isSolanaError,
  type Rpc,
  type Signature,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  type SolanaRpcApi,
} from '@solana/kit'
import { sleep } from '../lib/backoff'
import { SvmTransactionError } from '../lib/walletErrors'
import { withRejection } from '../lib/withRejection'
import { compileSvmTransaction } from './compileSvmTransaction'
import type { SvmStepData } from './svmStepSigner'

/** How often a sent transaction's status is asked for: Solana confirms in well under a second. */
export const SVM_CONFIRM_POLL_MS = 400
/** Past this, a transaction neither confirmed nor expired is given up on (a chain that stopped producing blocks). */
export const SVM_CONFIRM_TIMEOUT_MS = 120_000
/** How many of the simulation's last log lines a refusal quotes: the program's own complaint is at the end. */
const REFUSAL_LOG_LINES = 2

/** What a Solana wallet does with a compiled transaction: sign it (Ferry sends it), or sign and send it itself. */
export type SvmWalletSigning =
  | { kind: 'sign'; signTransaction: (wire: Uint8Array) => Promise<Uint8Array> }
  | { kind: 'sign-and-send'; signAndSendTransaction: (wire: Uint8Array) => Promise<Uint8Array> }

/**
 * Compiles a step item's instructions (fee payer `feePayer`, the chain's
 * latest blockhash), has the wallet sign them, sends the transaction through
 * `rpc` and polls its status until it is confirmed.
 *
 * @returns the transaction's signature (base58).
 * @throws {UserRejectedError} when the person declines in their wallet.
 * @throws {SvmTransactionError} when the RPC refuses it, it fails on chain, or its blockhash expires unconfirmed.
 */
export async function sendSvmInstructions(
  args: SvmStepData & {
    rpc: Rpc<SolanaRpcApi>
    feePayer: string
    wallet: SvmWalletSigning
    signal?: AbortSignal
    onSent?: (signature: string) => void
    pollMs?: number
  },
): Promise<string> {
  const { rpc, signal } = args
  const { value: lifetime } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send({ abortSignal: signal })
  const lookupTables =
    args.addressLookupTableAddresses.length > 0
      ? await fetchAddressesForLookupTables(args.addressLookupTableAddresses.map(address), rpc, { abortSignal: signal })
      : undefined
  const wire = compileSvmTransaction({
    feePayer: args.feePayer,
    instructions: args.instructions,
    lifetime: { blockhash: lifetime.blockhash, lastValidBlockHeight: BigInt(lifetime.lastValidBlockHeight) },
    lookupTables,
  })
  const signature =
    args.wallet.kind === 'sign'
      ? await sendSigned({ rpc, signed: await withRejection(() => signWith(args.wallet, wire)), signal })
      : getBase58Decoder().decode(await withRejection(() => signWith(args.wallet, wire)))
  args.onSent?.(signature)
  await confirm({
    rpc,
    signature,
    lastValidBlockHeight: BigInt(lifetime.lastValidBlockHeight),
    signal,
    pollMs: args.pollMs ?? SVM_CONFIRM_POLL_MS,
  })
  return signature
}

function signWith(wallet: SvmWalletSigning, wire: Uint8Array): Promise<Uint8Array> {
  return wallet.kind === 'sign' ? wallet.signTransaction(wire) : wallet.signAndSendTransaction(wire)
}

/** Sends what the wallet signed (which may differ from what it was given: a wallet may add its own instructions). */
async function sendSigned(args: { rpc: Rpc<SolanaRpcApi>; signed: Uint8Array; signal?: AbortSignal }) {
  const transaction = getTransactionDecoder().decode(args.signed)
  try {
    await args.rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), {
        encoding: 'base64',
        preflightCommitment: 'confirmed',
      })
      .send({ abortSignal: args.signal })
  } catch (error) {
    throw new SvmTransactionError({ reason: 'refused', detail: refusalDetail(error), cause: error })
  }
  return getSignatureFromTransaction(transaction)
}

/** The RPC's own words: the simulation's last logs for a preflight failure, its message otherwise. */
function refusalDetail(error: unknown): string | undefined {
  if (isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE)) {
    const logs = error.context.logs ?? []
    return logs.length > 0 ? logs.slice(-REFUSAL_LOG_LINES).join(' ') : 'its simulation failed'
  }
  if (isSolanaError(error)) {
    const context = error.context as { __serverMessage?: unknown }
    if (typeof context.__serverMessage === 'string') return context.__serverMessage
  }
  return error instanceof Error ? error.message : undefined
}

/** Polls the signature's status until confirmed; a failure on chain or an expired blockhash throws. */
async function confirm(args: {
  rpc: Rpc<SolanaRpcApi>
  signature: string
  lastValidBlockHeight: bigint
  signal?: AbortSignal
  pollMs: number
}): Promise<void> {
  const { rpc, signature, signal } = args
  const giveUpAt = Date.now() + SVM_CONFIRM_TIMEOUT_MS
  for (;;) {
    signal?.throwIfAborted()
    const { value } = await rpc.getSignatureStatuses([signature as Signature]).send({ abortSignal: signal })
    const status = value[0]
    if (status?.err)
      throw new SvmTransactionError({ reason: 'failed', signature, detail: JSON.stringify(status.err, bigints) })
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return
    const height = await rpc.getBlockHeight({ commitment: 'confirmed' }).send({ abortSignal: signal })
    if (BigInt(height) > args.lastValidBlockHeight || Date.now() > giveUpAt)
      throw new SvmTransactionError({ reason: 'expired', signature })
    await sleep(args.pollMs, { signal })
  }
}

const bigints = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)
