import { erc20Abi } from 'viem'
import { useBalance, useReadContracts } from 'wagmi'
import type { Token } from '../../config/token'
import { isNativeToken } from '../../config/token'

/** Balances of the given tokens of one chain for an address, keyed by lowercase token address. */
export function useTokenBalances(args: { owner: `0x${string}` | undefined; chainId: number; tokens: Token[] }): Map<string, bigint> {
  const erc20s = args.tokens.filter((t) => !isNativeToken(t))
  const native = useBalance({ address: args.owner, chainId: args.chainId, query: { enabled: Boolean(args.owner), refetchInterval: 10_000 } })
  const reads = useReadContracts({
    contracts: erc20s.map((t) => ({ address: t.address, abi: erc20Abi, functionName: 'balanceOf' as const, args: [args.owner!] as const, chainId: args.chainId })),
    allowFailure: true,
    query: { enabled: Boolean(args.owner) && erc20s.length > 0, refetchInterval: 10_000 },
  })
  const balances = new Map<string, bigint>()
  if (native.data) for (const t of args.tokens.filter(isNativeToken)) balances.set(t.address.toLowerCase(), native.data.value)
  reads.data?.forEach((result, i) => {
    if (result.status === 'success') balances.set(erc20s[i]!.address.toLowerCase(), result.result as bigint)
  })
  return balances
}
