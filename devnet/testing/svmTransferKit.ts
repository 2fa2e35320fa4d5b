import { address, generateKeyPairSigner, type KeyPairSigner } from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { type PublicSvmInstruction, toKitInstruction } from '../../src/api/svmInstruction'
import { SOLANA_CHAIN_ID } from '../svm/SvmChain'
import type { DevnetHarness } from './devnetHarness'
import { svmTestWallet } from './svmTestWallet'
import { transferKit } from './transferKit'

/**
 * What the devnet's Solana tests do as a person with a Solana wallet: a fresh keypair funded by the faucet (so tests
 * running side by side never share one), a quote's deposit step signed and sent over the chain's RPC, balances.
 */
export function svmTransferKit(h: DevnetHarness) {
  const solana = h.manifest.solana
  if (!solana) throw new Error('the devnet runs no Solana chain')
  const kit = transferKit(h)
  const sol = svmTestWallet(solana)
  return {
    solana,
    sol,
    /** A new keypair, given `funds` (lamports, USDC units) by `POST /devnet/faucet`. */
    async fundedWallet(funds: { sol: bigint; usdc?: bigint }): Promise<KeyPairSigner> {
      const signer = await generateKeyPairSigner()
      await kit.admin('/devnet/faucet', {
        chainId: SOLANA_CHAIN_ID,
        address: signer.address,
        sol: funds.sol.toString(),
        ...(funds.usdc ? { usdc: funds.usdc.toString() } : {}),
      })
      return signer
    },
    /** The owner's associated USDC token account. */
    async usdcAccount(owner: string): Promise<string> {
      const [ata] = await findAssociatedTokenPda({
        owner: address(owner),
        mint: address(solana.usdcMint),
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      })
      return ata
    },
    /** USDC units in the owner's associated token account; 0 when it has none. */
    async usdcBalance(owner: string): Promise<bigint> {
      try {
        return BigInt(
          (await sol.rpc.getTokenAccountBalance(address(await this.usdcAccount(owner))).send()).value.amount,
        )
      } catch {
        return 0n
      }
    },
    /** Signs a quote's Solana deposit step as a wallet does: its instructions in a v0 message, sent over the RPC. */
    async deposit(quote: { steps: unknown[] }, signer: KeyPairSigner): Promise<string> {
      const step = quote.steps[0] as { items: { data: { instructions: PublicSvmInstruction[] } }[] }
      return sol.send(
        signer,
        step.items[0]!.data.instructions.map((i) => {
          const instruction = toKitInstruction(i)
          // The quote names the person as signer by address; their key signs.
          return {
            ...instruction,
            accounts: instruction.accounts?.map((a) => (a.address === signer.address ? { ...a, signer } : a)),
          }
        }),
      )
    },
  }
}

export type SvmTransferKit = ReturnType<typeof svmTransferKit>
