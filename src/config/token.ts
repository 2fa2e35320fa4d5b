import { zeroAddress } from 'viem'

/** A currency Ferry can offer on one chain. */
export type Token = {
  chainId: number
  address: `0x${string}`
  symbol: string
  name: string
  decimals: number
  /** The service's logo for it; pickers fall back to its symbol's initials. */
  logoURI?: string
  /** False for a token the service lists as unverified: quoting it needs a confirmation. */
  verified?: boolean
  /** The service can take it by signature (a permit): a deposit with no transaction and no gas of one's own. */
  supportsPermit?: boolean
}

export function isNativeToken(token: Pick<Token, 'address'>): boolean {
  // The service's address for a chain's native currency.
  return token.address.toLowerCase() === zeroAddress
}

/** The identity of a token across chains: `chainId:address` in lower case. */
export const tokenKey = (token: { chainId: number; address: string }): string =>
  `${token.chainId}:${token.address.toLowerCase()}`

/** The token of a chain with this address (addresses compared case-insensitively). */
export function findToken(tokens: readonly Token[], chainId: number, address: string): Token | undefined {
  return tokens.find((t) => t.chainId === chainId && t.address.toLowerCase() === address.toLowerCase())
}
