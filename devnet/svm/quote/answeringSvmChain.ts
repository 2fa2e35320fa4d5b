import { createSolanaRpc, isSolanaError } from '@solana/kit'
import { CHAIN_RETRY_AFTER_SECONDS } from '../../service/chainUnavailable'
import { ServiceError } from '../../service/ServiceError'
import type { SvmChain } from '../SvmChain'

/**
 * Runs what a quote reads from the Solana chain once the chain answers (`getHealth`); the chain not answering (its
 * down switch, say) is the named, retryable 503 a down EVM chain gives (`chainUnavailable`), not an internal error.
 */
export async function answeringSvmChain<T>(
  chain: Pick<SvmChain, 'id' | 'name' | 'rpcUrl'>,
  read: () => Promise<T>,
): Promise<T> {
  try {
    await createSolanaRpc(chain.rpcUrl).getHealth().send()
    return await read()
  } catch (error) {
    if (!isSolanaError(error)) throw error
    const answer = new ServiceError(503, 'SERVICE_UNAVAILABLE', `${chain.name} is not answering; try again shortly`, {
      chainId: chain.id,
      retryAfterSeconds: CHAIN_RETRY_AFTER_SECONDS,
    })
    answer.retryAfterSeconds = CHAIN_RETRY_AFTER_SECONDS
    throw answer
  }
}
