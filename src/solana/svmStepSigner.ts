import type { PublicSvmInstruction } from '../api/svmInstruction'

/** What a Solana step item carries instead of an EVM transaction. */
export type SvmStepData = {
  instructions: PublicSvmInstruction[]
  addressLookupTableAddresses: string[]
}

/**
 * What the step runner needs from a Solana wallet: the connected account, and
 * a way to have a step's instructions signed, sent and confirmed. Library-free
 * (types only), so the runner can name it without loading the Solana chunk.
 */
export type SvmStepSigner = {
  /** The connected account (base58), the transaction's fee payer. */
  address: string
  /**
   * Compiles the instructions into a v0 transaction with a recent blockhash from `rpcUrl`, has the wallet sign
   * it, sends it and waits until the chain confirms it.
   *
   * @returns the transaction's signature (base58), once confirmed.
   * @throws {UserRejectedError} when the person declines in their wallet.
   * @throws {SvmTransactionError} when the chain refuses the transaction, it fails, or its blockhash expires unconfirmed.
   */
  sendInstructions(
    args: SvmStepData & {
      rpcUrl: string
      /** Stops waiting for the confirmation (the transaction, once sent, stays sent). */
      signal?: AbortSignal
      /** Hears the signature as soon as the transaction is sent, before it is confirmed. */
      onSent?: (signature: string) => void
    },
  ): Promise<string>
}
