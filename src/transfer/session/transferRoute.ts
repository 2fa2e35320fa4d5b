import { defaultDestination, type ListedChain } from '../../config/catalogue'
import { isNativeToken, type Token } from '../../config/token'

/** Where a transfer goes from and to: the part of the form every transfer page has. */
export type TransferRoute<Address extends string = string> = {
  originChainId: number
  originToken: Address
  destinationChainId: number
  destinationToken: Address
}

/** A chain's native currency, else its first token, else nothing (''): what a picker shows first. */
export function firstTokenOf(tokens: readonly Token[], chainId: number): string {
  return (
    tokens.find((t) => t.chainId === chainId && isNativeToken(t))?.address ??
    tokens.find((t) => t.chainId === chainId)?.address ??
    ''
  )
}

/**
 * The route a form starts from: the first chain to the default destination,
 * with the token each page offers first on a chain (`tokenOf`).
 */
export function defaultRoute<Address extends string>(args: {
  chains: readonly { id: number }[]
  listedChains: readonly ListedChain[]
  tokenOf: (chainId: number) => Address
}): TransferRoute<Address> {
  const originChainId = args.chains[0]!.id
  const destinationChainId = defaultDestination(args.chains, args.listedChains)!.id
  return {
    originChainId,
    originToken: args.tokenOf(originChainId),
    destinationChainId,
    destinationToken: args.tokenOf(destinationChainId),
  }
}
