import { useQuery } from '@tanstack/react-query'
import type { Token } from '../../config/token'
import { jsonRpc } from '../../lib/jsonRpc'
import { readBalances } from '../../lib/readBalances'

/**
 * The owner's balance of every given token of one chain (keyed by lowercase
 * address) and of the chain's native currency, which pays for gas whatever is sent.
 */
export function useTokenBalances(args: {
  owner: `0x${string}` | undefined
  chainId: number
  rpcUrl: string | undefined
  tokens: Token[]
}) {
  const addresses = args.tokens.map((t) => t.address.toLowerCase() as `0x${string}`)
  const query = useQuery({
    queryKey: ['balances', args.chainId, args.owner, addresses],
    queryFn: () => readBalances({ request: jsonRpc(args.rpcUrl!), owner: args.owner!, tokens: addresses }),
    enabled: Boolean(args.owner && args.rpcUrl),
    refetchInterval: 5_000,
  })
  return { balances: query.data?.tokens ?? new Map<string, bigint>(), native: query.data?.native }
}
