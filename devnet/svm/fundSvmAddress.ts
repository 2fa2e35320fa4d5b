import type { Address } from '@solana/kit'
import { ServiceError } from '../service/ServiceError'
import { JsonRpcError } from './jsonRpc'
import { SvmUnavailableError } from './process/SvmUnavailableError'
import type { SvmChain } from './SvmChain'

/**
 * The faucet on the local Solana chain (`POST /devnet/faucet` with its chain id): SOL by airdrop, USDC minted into
 * the owner's associated token account (created when missing). Returns the address's balances afterwards.
 */
export async function fundSvmAddress(
  chain: Pick<SvmChain, 'id' | 'node'>,
  { address, sol, usdc }: { address: Address; sol?: bigint; usdc?: bigint },
): Promise<{ chainId: number; sol: string; usdc: string }> {
  try {
    return { chainId: chain.id, ...(await chain.node.fund({ address, sol, usdc })) }
  } catch (error) {
    // The chain refused it (an amount past the faucet's or u64's reach): the caller's input, not a devnet fault.
    if (error instanceof JsonRpcError)
      throw new ServiceError(400, 'INVALID_INPUT', `the Solana chain refused it: ${error.message}`)
    if (error instanceof SvmUnavailableError) {
      const unavailable = new ServiceError(503, 'SERVICE_UNAVAILABLE', error.message)
      unavailable.retryAfterSeconds = 1
      throw unavailable
    }
    throw error
  }
}
