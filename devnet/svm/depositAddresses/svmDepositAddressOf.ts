import { type SvmKeypair, svmKeypairOf } from '../svmKeys'

/**
 * The deposit address of a request on the Solana chain, with its key: a keypair derived from the request id under
 * the devnet's seed, so the solver can sign its sweep after any restart without keeping a key anywhere. Like anvil's
 * accounts, the seed is public: these keys are for the local chain only.
 */
export function svmDepositAddressOf(requestId: string): Promise<SvmKeypair> {
  return svmKeypairOf(`deposit-address/${requestId.toLowerCase()}`)
}
