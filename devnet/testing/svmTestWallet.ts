import {
  type Address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  type Instruction,
  type KeyPairSigner,
  pipe,
  type Signature,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import type { ManifestSolana } from '../../src/api/schemas'

/** The Solana RPC client a wallet would use on the devnet's chain. */
export type SvmRpc = ReturnType<typeof createSolanaRpc>

/**
 * Signs and sends Solana transactions through the chain's RPC endpoint as a wallet does (`@solana/kit`): a recent
 * blockhash, a v0 message, base64 wire bytes; what the devnet's Solana tests use.
 */
export function svmTestWallet(solana: ManifestSolana) {
  const rpc = createSolanaRpc(solana.rpcUrl)
  return {
    rpc,
    /** The manifest's test keypair `index` as a signer. */
    signer(index: number): Promise<KeyPairSigner> {
      const account = solana.accounts[index]
      if (!account) throw new Error(`no Solana test account ${index}`)
      return createKeyPairSignerFromBytes(new Uint8Array(getBase58Encoder().encode(account.secretKey)))
    },
    /** Signs `instructions` (fee payer `payer`) with `blockhash` or the latest one; returns the base64 wire bytes. */
    async sign(
      payer: KeyPairSigner,
      instructions: Instruction[],
      blockhash?: { blockhash: string; lastValidBlockHeight: bigint },
    ): Promise<string> {
      const lifetime = blockhash ?? (await rpc.getLatestBlockhash().send()).value
      const message = pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayerSigner(payer, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime as never, m),
        (m) => appendTransactionMessageInstructions(instructions, m),
      )
      return getBase64EncodedWireTransaction(await signTransactionMessageWithSigners(message))
    },
    /** Signs and sends, then waits until `getSignatureStatuses` shows it; resolves with the signature. */
    async send(payer: KeyPairSigner, instructions: Instruction[]): Promise<Signature> {
      const wire = await this.sign(payer, instructions)
      const signature = await rpc.sendTransaction(wire as never, { encoding: 'base64' }).send()
      const [status] = (await rpc.getSignatureStatuses([signature]).send()).value
      if (!status) throw new Error(`${signature} has no status after sendTransaction`)
      return signature
    },
    /** SOL balance in lamports. */
    async balance(address: string): Promise<bigint> {
      return (await rpc.getBalance(address as Address).send()).value
    },
  }
}
