import { useQuery } from '@tanstack/react-query'
import type { Chain } from 'viem'
import { jsonRpc } from '../../lib/jsonRpc'
import { ownAccountElsewhereText, ownAccountNeedsRecipient } from './ownAccountElsewhere'

const HEX = /^0x[0-9a-fA-F]*$/
/** An account's code rarely changes within a form. */
const CODE_STALE_MS = 60_000

/**
 * Whether the connected account, sending to itself on another EVM chain, must name a recipient instead
 * (`ownAccountNeedsRecipient`): its code is read on both chains, by plain JSON-RPC as balances are.
 */
export function useOwnAccountElsewhere(args: {
  chains: readonly Chain[]
  sender: string | undefined
  originChainId: number
  destinationChainId: number
  /** Only for a transfer to the sender's own address (same VM, not sending to someone). */
  enabled: boolean
}): { needsRecipient: boolean; message: (destination: string) => string } {
  const rpcOf = (id: number) => args.chains.find((c) => c.id === id)?.rpcUrls.default.http[0]
  const origin = rpcOf(args.originChainId)
  const destination = rpcOf(args.destinationChainId)
  const enabled =
    args.enabled &&
    args.sender !== undefined &&
    args.originChainId !== args.destinationChainId &&
    !!origin &&
    !!destination
  const codes = useQuery({
    queryKey: ['own-account-code', args.sender, args.originChainId, args.destinationChainId],
    queryFn: async () => {
      const read = (rpc: string) =>
        jsonRpc(rpc)({ method: 'eth_getCode', params: [args.sender, 'latest'] })
          .then((r) => (typeof r === 'string' && HEX.test(r) ? (r as `0x${string}`) : undefined))
          .catch(() => undefined)
      const [originCode, destinationCode] = await Promise.all([read(origin!), read(destination!)])
      return { originCode, destinationCode }
    },
    enabled,
    staleTime: CODE_STALE_MS,
    retry: false,
  })
  return {
    needsRecipient: enabled && codes.data !== undefined && ownAccountNeedsRecipient(codes.data),
    message: ownAccountElsewhereText,
  }
}
