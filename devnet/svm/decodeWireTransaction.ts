import {
  type Address,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type LegacyCompiledTransactionMessage,
  type Transaction,
  type V0CompiledTransactionMessage,
} from '@solana/kit'

/** A wire transaction read enough to process and record it. */
export interface DecodedTransaction {
  transaction: Transaction
  message: LegacyCompiledTransactionMessage | V0CompiledTransactionMessage
  /** Base58, in the order of the message's signer keys; the first is the transaction's id. */
  signatures: string[]
  /** The message's static account keys (lookup-table accounts are not read: the devnet makes no tables). */
  accountKeys: Address[]
  recentBlockhash: string
}

/** Decodes a legacy or v0 wire transaction; throws on bytes that are not one (a `SolanaError`) or a later version. */
export function decodeWireTransaction(bytes: Uint8Array): DecodedTransaction {
  const transaction = getTransactionDecoder().decode(bytes)
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  if (message.version !== 'legacy' && message.version !== 0)
    throw new Error(`transaction version ${message.version} is not supported`)
  const base58 = getBase58Decoder()
  const zero = new Uint8Array(64)
  return {
    transaction,
    message,
    signatures: Object.values(transaction.signatures).map((s) => base58.decode(s ?? zero)),
    accountKeys: [...message.staticAccounts],
    recentBlockhash: message.lifetimeToken as string,
  }
}
