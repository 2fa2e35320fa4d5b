import type { NetworkId } from '../../config/networkIds'
import type { NameSupport } from './readRecipientInput'

/** Where each network's names live: ENS on Ethereum mainnet, and on Sepolia for the testnets. The devnet has none. */
export const ENS_CHAIN_IDS: Readonly<Record<NetworkId, number | undefined>> = {
  local: undefined,
  testnet: 11155111,
  mainnet: 1,
}

/** ENS's universal resolver: the one address on Ethereum mainnet and Sepolia that answers for every name. */
export const ENS_UNIVERSAL_RESOLVER = '0xeeeeeeee14d718c2b47d9923deab1335e144eeee'

/** Public RPCs of the ENS chains, used when the service's catalogue does not list the chain with one. */
export const ENS_FALLBACK_RPC: Readonly<Record<number, string>> = {
  1: 'https://ethereum.reth.rs/rpc',
  11155111: 'https://11155111.rpc.thirdweb.com',
}

/** Whether a name typed as recipient resolves on this network, and against which chain (its RPC if Ferry has one). */
export type EnsSupport =
  | { names: Extract<NameSupport, 'unavailable'> }
  | { names: Extract<NameSupport, 'resolve'>; chainId: number; rpcUrl: string | undefined }

/**
 * Names resolve where the network has ENS (Ethereum mainnet, or Sepolia for testnets), whatever the destination:
 * the name's address there is where the person meant to send. The catalogue's RPC for that chain is used when the
 * service lists it; otherwise the resolver's default public one.
 */
export function ensSupport(args: {
  network: NetworkId
  chains: readonly { id: number; rpcUrls: { default: { http: readonly string[] } } }[]
}): EnsSupport {
  const chainId = ENS_CHAIN_IDS[args.network]
  if (chainId === undefined) return { names: 'unavailable' }
  return { names: 'resolve', chainId, rpcUrl: args.chains.find((c) => c.id === chainId)?.rpcUrls.default.http[0] }
}
