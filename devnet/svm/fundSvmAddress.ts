import type { Address } from '@solana/kit'
import { ServiceError } from '../service/ServiceError'
import { JsonRpcError } from './jsonRpc'
import type { SvmChain } from './SvmChain'
import { associatedTokenAddress } from './svmGenesis'
import { decodeTokenAccount } from './tokenAccountJson'

/**
 * The faucet on the local Solana chain (`POST /devnet/faucet` with its chain id): SOL by airdrop, USDC minted into
 * the owner's associated token account (created when missing). Returns the address's balances afterwards.
 */
export async function fundSvmAddress(
  chain: Pick<SvmChain, 'id' | 'node' | 'faucet' | 'usdcMint'>,
  { address, sol, usdc }: { address: Address; sol?: bigint; usdc?: bigint },
): Promise<{ chainId: number; sol: string; usdc: string }> {
  try {
    if (sol) await chain.faucet.airdrop(address, sol)
    if (usdc) await chain.faucet.mintUsdc(address, usdc)
  } catch (error) {
    // The chain refused it (an amount past the faucet's or u64's reach): the caller's input, not a devnet fault.
    if (error instanceof JsonRpcError)
      throw new ServiceError(400, 'INVALID_INPUT', `the Solana chain refused it: ${error.message}`)
    throw error
  }
  const { ledger } = chain.node
  const ata = await associatedTokenAddress(address, chain.usdcMint as Address)
  return {
    chainId: chain.id,
    sol: (ledger.account(address)?.lamports ?? 0n).toString(),
    usdc: (decodeTokenAccount(ledger.account(ata))?.amount ?? 0n).toString(),
  }
}
