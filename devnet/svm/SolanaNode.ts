import { accountBalances } from './accountBalances'
import { buildTransactionRecord } from './buildTransactionRecord'
import { type DecodedTransaction, decodeWireTransaction } from './decodeWireTransaction'
import { JSON_RPC_ERRORS, JsonRpcError } from './jsonRpc'
import { WireFormatError } from './readWireTransaction'
import type { SvmLedger } from './SvmLedger'
import type { TransactionIndex } from './TransactionIndex'
import { type TransactionErrorJson, transactionErrorText } from './transactionErrorJson'

/** `sendTransaction`'s options that change what the node does. */
export interface SubmitOptions {
  /** Skip the preflight simulation: a failing transaction still lands (and pays its fee), as on Solana. */
  skipPreflight?: boolean
}

/**
 * The local chain's node: the ledger, the transaction index the RPC answers from, and the one way in for a
 * transaction (`submit`), which every path that moves money takes (`sendTransaction`, airdrops, the faucet).
 * `onChange` runs after each block (the snapshot file saves, debounced). It runs in the SVM's own process
 * (`process/svmNodeChild.ts`).
 */
export class SolanaNode {
  constructor(
    readonly ledger: SvmLedger,
    readonly index: TransactionIndex,
    private readonly onChange: () => void,
  ) {}

  /**
   * Reads wire bytes, checked whole (see `decodeWireTransaction`); a JSON-RPC invalid-params error, worded as the
   * node's, for bytes that are not a transaction or one that fails to sanitize.
   */
  decode(bytes: Uint8Array): DecodedTransaction {
    try {
      return decodeWireTransaction(bytes)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      throw new JsonRpcError(
        JSON_RPC_ERRORS.invalidParams,
        error instanceof WireFormatError
          ? `failed to deserialize solana_transaction::versioned::VersionedTransaction: ${message}`
          : `invalid transaction: ${message}`,
      )
    }
  }

  /** The node's answer to a transaction whose signatures do not verify (`sigVerify`, or a preflight). */
  static signatureFailure(): JsonRpcError {
    return new JsonRpcError(JSON_RPC_ERRORS.signatureVerificationFailure, 'Transaction signature verification failure')
  }

  /**
   * Processes one signed transaction in a new block and records it, as `sendTransaction` does: the blockhash must be
   * recent, the preflight simulation (unless skipped) must pass, a signature already processed is refused. Returns
   * the signature. With `skipPreflight`, what a node would drop (unknown blockhash, unpayable) is dropped unprocessed.
   */
  submit(decoded: DecodedTransaction, options: SubmitOptions = {}): string {
    const signature = decoded.signatures[0]!
    const refuse = (err: TransactionErrorJson, logs: string[] = [], unitsConsumed = 0n) => {
      throw new JsonRpcError(
        JSON_RPC_ERRORS.sendTransactionPreflightFailure,
        `Transaction simulation failed: ${transactionErrorText(err)}`,
        {
          accounts: null,
          err,
          innerInstructions: null,
          logs,
          replacementBlockhash: null,
          returnData: null,
          unitsConsumed,
        },
      )
    }
    // A node verifies signatures before its preflight; without one, a badly signed transaction is dropped unseen.
    if (!decoded.signaturesValid) {
      if (options.skipPreflight) return signature
      throw SolanaNode.signatureFailure()
    }
    if (!this.ledger.isBlockhashValid(decoded.recentBlockhash)) {
      if (options.skipPreflight) return signature
      refuse('BlockhashNotFound')
    }
    if (this.index.get(signature)) {
      if (options.skipPreflight) return signature
      refuse('AlreadyProcessed')
    }
    const simulated = this.ledger.simulate(decoded, true)
    if (simulated.err) {
      if (!options.skipPreflight) refuse(simulated.err, simulated.logs, simulated.unitsConsumed)
      // A transaction that cannot be charged (bad signature, unfunded payer) never lands; one whose instructions
      // fail does, and pays its fee.
      if (typeof simulated.err === 'string') return signature
    }
    const pre = accountBalances(this.ledger, decoded.accountKeys)
    const result = this.ledger.execute(decoded)
    const post = accountBalances(this.ledger, decoded.accountKeys)
    this.index.add(buildTransactionRecord({ decoded, result, pre, post }))
    this.onChange()
    return signature
  }
}
