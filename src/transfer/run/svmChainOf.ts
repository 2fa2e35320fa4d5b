import { t } from '@lingui/core/macro'
import { getChains } from '../../api/getChains'

/**
 * The RPC of a quote's svm origin chain, from the service's catalogue (its
 * `httpRpcUrl`): the Solana signer sends and confirms there. Asked when such
 * a transfer starts, so the catalogue's answer is the service's latest.
 */
export async function svmChainOf(args: {
  baseUrl: string
  chainId: number
  signal?: AbortSignal
}): Promise<{ chainId: number; rpcUrl: string }> {
  const { chains } = await getChains({ baseUrl: args.baseUrl, signal: args.signal })
  const entry = chains.find((chain) => chain.id === args.chainId)
  if (entry?.vmType !== 'svm' || !entry.httpRpcUrl) {
    const chainId = String(args.chainId)
    throw new Error(
      t({
        id: 'transfer.error.noSolanaRpc',
        message: `Ferry cannot send this transfer: the service lists no Solana RPC for chain ${chainId}.`,
      }),
    )
  }
  return { chainId: args.chainId, rpcUrl: entry.httpRpcUrl }
}
