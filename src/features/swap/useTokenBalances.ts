import { useQuery } from '@tanstack/react-query'
import { type FerryChain, vmTypeOf } from '../../config/catalogue'
import { isNativeToken, type Token } from '../../config/token'
import { addressKey } from '../../lib/addressKey'
import { jsonRpc } from '../../lib/jsonRpc'
import { readBalances } from '../../lib/readBalances'
import { readSolanaBalances } from '../../lib/readSolanaBalances'

/** Balances are read again this often while the form shows them. */
const BALANCES_REFRESH_MS = 5_000

/**
 * The owner's balance of every given token of one chain (keyed by `addressKey`: lowercase 0x, base58 as it is) and
 * of the chain's native currency, which pays for gas (or Solana fees) whatever is sent. EVM chains by `eth_*`
 * calls, Solana by its own RPC methods; the owner is of the chain's VM.
 */
export function useTokenBalances(args: { owner: string | undefined; chain: FerryChain | undefined; tokens: Token[] }) {
  const { chain, owner } = args
  const vmType = vmTypeOf(chain)
  const addresses = args.tokens.map((t) => addressKey(t.address))
  const rpcUrl = chain?.rpcUrls.default.http[0]
  const query = useQuery({
    queryKey: ['balances', chain?.id, owner, addresses],
    queryFn: async () => {
      const request = jsonRpc(rpcUrl!)
      if (vmType === 'evm')
        return readBalances({ request, owner: owner as `0x${string}`, tokens: addresses as `0x${string}`[] })
      const native = args.tokens.find(isNativeToken)
      const mints = args.tokens.filter((t) => !isNativeToken(t)).map((t) => t.address)
      const read = await readSolanaBalances({ request, owner: owner!, mints })
      if (native) read.tokens.set(native.address, read.native)
      return read
    },
    enabled: Boolean(owner && rpcUrl && (vmType === 'evm' || vmType === 'svm')),
    refetchInterval: BALANCES_REFRESH_MS,
  })
  return { balances: query.data?.tokens ?? new Map<string, bigint>(), native: query.data?.native }
}
