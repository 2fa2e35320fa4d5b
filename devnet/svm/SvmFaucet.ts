import {
  type Address,
  appendTransactionMessageInstructions,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { getCreateAssociatedTokenIdempotentInstruction, getMintToInstruction } from '@solana-program/token'
import type { SolanaNode } from './SolanaNode'
import { associatedTokenAddress } from './svmGenesis'
import type { SvmKeys } from './svmKeys'

/**
 * Airdrops and USDC for anyone (`requestAirdrop`, `POST /devnet/faucet`): real transactions, signed by the faucet
 * or the mint authority and processed like any other, so they show in the address's history.
 */
export class SvmFaucet {
  constructor(
    private readonly node: SolanaNode,
    private readonly keys: Pick<SvmKeys, 'faucet' | 'mintAuthority' | 'usdcMint'>,
  ) {}

  /** Sends `lamports` from the faucet; resolves with the signature. */
  airdrop(to: Address, lamports: bigint): Promise<string> {
    const { signer } = this.keys.faucet
    return this.send(signer, [getTransferSolInstruction({ source: signer, destination: to, amount: lamports })])
  }

  /** Mints `amount` USDC into `owner`'s associated token account, created first when missing. */
  async mintUsdc(owner: Address, amount: bigint): Promise<string> {
    const authority = this.keys.mintAuthority.signer
    const mint = this.keys.usdcMint.signer.address
    const ata = await associatedTokenAddress(owner, mint)
    return this.send(authority, [
      getCreateAssociatedTokenIdempotentInstruction({ payer: authority, ata, owner, mint }),
      getMintToInstruction({ mint, token: ata, mintAuthority: authority, amount }),
    ])
  }

  private async send(payer: KeyPairSigner, instructions: Instruction[]): Promise<string> {
    const { blockhash, lastValidBlockHeight } = this.node.ledger.latestBlockhash()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { blockhash: blockhash as never, lastValidBlockHeight: BigInt(lastValidBlockHeight) },
          m,
        ),
      (m) => appendTransactionMessageInstructions(instructions, m),
    )
    const signed = await signTransactionMessageWithSigners(message)
    const bytes = new Uint8Array(getTransactionEncoder().encode(signed))
    return this.node.submit(this.node.decode(bytes))
  }
}
