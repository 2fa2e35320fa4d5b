import { address, generateKeyPairSigner, type KeyPairSigner } from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { SOLANA_CHAIN_ID } from '../svm/SvmChain'
import type { SvmRpc } from './svmTestWallet'
import type { transferKit } from './transferKit'

/** A Solana keypair of its own, funded by the faucet, so tests running side by side never share one. */
export async function fundedSolanaWallet(
  kit: ReturnType<typeof transferKit>,
  funds: { sol: bigint; usdc?: bigint },
): Promise<KeyPairSigner> {
  const signer = await generateKeyPairSigner()
  await kit.admin('/devnet/faucet', {
    chainId: SOLANA_CHAIN_ID,
    address: signer.address,
    sol: funds.sol.toString(),
    ...(funds.usdc ? { usdc: funds.usdc.toString() } : {}),
  })
  return signer
}

/** What `owner`'s associated token account of `mint` holds (0 when it has none). */
export async function svmTokenBalance(rpc: SvmRpc, mint: string, owner: string): Promise<bigint> {
  const [ata] = await findAssociatedTokenPda({
    owner: address(owner),
    mint: address(mint),
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  try {
    return BigInt((await rpc.getTokenAccountBalance(ata).send()).value.amount)
  } catch {
    return 0n
  }
}
