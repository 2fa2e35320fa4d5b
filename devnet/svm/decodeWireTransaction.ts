import {
  type Address,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type LegacyCompiledTransactionMessage,
  type Transaction,
  type V0CompiledTransactionMessage,
} from '@solana/kit'
import { readWireTransaction } from './readWireTransaction'
import { sanitizeWireTransaction } from './sanitizeWireTransaction'
import { verifyWireSignatures } from './verifyWireSignatures'

/** A wire transaction read enough to process and record it. */
export interface DecodedTransaction {
  transaction: Transaction
  message: LegacyCompiledTransactionMessage | V0CompiledTransactionMessage
  /** Base58, in the order of the message's signer keys; the first is the transaction's id. */
  signatures: string[]
  /** The message's static account keys (lookup-table accounts are not read: the devnet makes no tables). */
  accountKeys: Address[]
  recentBlockhash: string
  /** Whether every signature is its signer's (checked here: litesvm refuses an unsigned one by throwing). */
  signaturesValid: boolean
  /** The address lookup tables a v0 message reads (base58). */
  lookupTables: Address[]
}

/**
 * Decodes a legacy or v0 wire transaction, read strictly field by field and sanitized as a node does before
 * anything reaches litesvm (which panics, aborting the process, on bytes its own deserializer refuses). Throws a
 * `WireFormatError` (not a whole transaction), a `SanitizeError` (whole but meaningless) or kit's `SolanaError`.
 */
export function decodeWireTransaction(bytes: Uint8Array): DecodedTransaction {
  const wire = readWireTransaction(bytes)
  sanitizeWireTransaction(wire)
  const transaction = getTransactionDecoder().decode(bytes)
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  if (message.version !== 'legacy' && message.version !== 0)
    throw new Error(`transaction version ${message.version} is not supported`)
  const base58 = getBase58Decoder()
  return {
    transaction,
    message,
    signatures: wire.signatures.map((s) => base58.decode(s)),
    accountKeys: [...message.staticAccounts],
    recentBlockhash: message.lifetimeToken as string,
    signaturesValid: verifyWireSignatures(wire),
    lookupTables: wire.message.lookups.map((l) => base58.decode(l.table) as Address),
  }
}
