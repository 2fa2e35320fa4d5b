import { HttpRequestError, TimeoutError } from 'viem'
import type { DevnetChain } from '../DevnetContext'
import { ServiceError } from './ServiceError'

/** How long a caller is asked to wait before trying again when a chain's node does not answer (seconds). */
export const CHAIN_RETRY_AFTER_SECONDS = 5

/**
 * A failure to reach a chain's node (connection refused, timeout), anywhere in
 * the error's cause chain, as a retryable 503 SERVICE_UNAVAILABLE naming the
 * chain (or a request cut off by the devnet's stop); undefined for any other error.
 */
export function chainUnavailable(error: unknown, chains: readonly DevnetChain[]): ServiceError | undefined {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 10; e = e.cause, depth++) {
    // The devnet's stop ends every chain request at once (chainClient.ts): a request under way then is told to retry.
    if (e.name === 'AbortError') {
      const stopping = new ServiceError(503, 'SERVICE_UNAVAILABLE', 'The devnet is stopping; try again shortly', {
        retryAfterSeconds: CHAIN_RETRY_AFTER_SECONDS,
      })
      stopping.retryAfterSeconds = CHAIN_RETRY_AFTER_SECONDS
      return stopping
    }
    if (!(e instanceof HttpRequestError || e instanceof TimeoutError)) continue
    const origin = 'url' in e && typeof e.url === 'string' ? originOf(e.url) : undefined
    const chain = chains.find((c) => originOf(c.rpcUrl) === origin)
    const answer = new ServiceError(
      503,
      'SERVICE_UNAVAILABLE',
      chain ? `${chain.name} is not answering; try again shortly` : 'A chain is not answering; try again shortly',
      { chainId: chain?.id, retryAfterSeconds: CHAIN_RETRY_AFTER_SECONDS },
    )
    answer.retryAfterSeconds = CHAIN_RETRY_AFTER_SECONDS
    return answer
  }
  return undefined
}

/** `http://host:port` of a URL (viem reports the RPC URL with a trailing slash). */
function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}
